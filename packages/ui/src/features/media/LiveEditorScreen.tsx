import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT, type MessageValues } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { FieldMarks, FieldMessages, TextField } from '../../components/TextField.tsx';
import { Upload, type UploadFn } from '../../components/Upload.tsx';
import { ArticlePicker, articleSearchId, type ArticlePickerWords, type ArticleSearch } from '../article/ArticlePicker.tsx';
import { BROADCAST_LIMITS, type BroadcastSourceType } from './broadcastText.ts';
import { isoOfBeijingInput } from './liveDraft.tsx';
import './creator-live.css';

type ArticleItem = components['schemas']['ArticleItem'];

/** A speaker as the form holds them (the contract's optional parts as ''). */
export interface LiveDraftSpeaker {
  name: string;
  en_name: string;
  title: string;
  en_title: string;
  /** The photo's URL, '' for none. */
  avatar: string;
}

/** What the form holds: /broadcast/add and /broadcast/edit's words, with the times as typed. */
export interface LiveDraft {
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
  content: string;
  en_content: string;
  /** The cover's URL, '' for none. */
  cover: string;
  host: string;
  en_host: string;
  /** Beijing wall-clock times 'YYYY-MM-DDTHH:mm' as typed in <input type="datetime-local">. */
  start: string;
  end: string;
  source_type: BroadcastSourceType;
  source_url: string;
  replay_url: string;
  speakers: LiveDraftSpeaker[];
  /** Chosen related articles in order (ids go to the server). */
  articles: ArticleItem[];
  is_public: 0 | 1;
}

export type LiveField =
  | 'title'
  | 'en_title'
  | 'summary'
  | 'en_summary'
  | 'content'
  | 'en_content'
  | 'cover'
  | 'host'
  | 'en_host'
  | 'start_time'
  | 'end_time'
  | 'source_type'
  | 'source_url'
  | 'replay_url'
  | 'speakers'
  | 'article_ids';

type SpeakerField = Exclude<keyof LiveDraftSpeaker, 'avatar'>;
/** A speaker's field by position, as the server names it: 'speakers.0.name'. */
type SpeakerKey = `speakers.${number}.${SpeakerField}`;

export interface LiveEditorScreenProps {
  status: 'loading' | 'error' | 'ready';
  mode: 'add' | 'edit';
  /** What the form starts from (read when it mounts: a new `key` starts it again). */
  initial: LiveDraft;
  onSubmit: (draft: LiveDraft) => void;
  /** The save is on its way: the button waits. */
  submitting?: boolean;
  /** The server's answers by field ('speakers.N.name' etc. may be given as 'speakers'). */
  errors?: Partial<Record<LiveField, string>>;
  /** Sends the cover (Upload's rules: one jpg or png, compressed, ≤ 1 MB). */
  uploadCover: UploadFn;
  /** Sends a speaker's photo (the same rules). */
  uploadAvatar: UploadFn;
  /** The article search: the page runs it (published articles by keyword) and passes the results back. */
  search: ArticleSearch;
  onSearch: (keyword: string) => void;
  /** The admins' list. */
  backHref: string;
  onRetry?: () => void;
}

/** A complaint about a field: a catalogue message and its values. */
export interface LiveProblem {
  key: MessageKey;
  values?: MessageValues;
}

export type LiveProblems = Partial<Record<LiveField | SpeakerKey, LiveProblem>>;

/** The fields in the order the form shows them: the first with a complaint takes the focus. */
const FIELDS: readonly LiveField[] = [
  'title',
  'en_title',
  'summary',
  'en_summary',
  'host',
  'en_host',
  'cover',
  'start_time',
  'end_time',
  'source_type',
  'source_url',
  'replay_url',
  'speakers',
  'article_ids',
  'content',
  'en_content',
];

const SPEAKER_FIELDS: readonly SpeakerField[] = ['name', 'en_name', 'title', 'en_title'];

const SOURCE_TYPES: readonly BroadcastSourceType[] = ['hls', 'mp4', 'embed'];

const SOURCE_LABEL: Record<BroadcastSourceType, { name: MessageKey; hint: MessageKey }> = {
  hls: { name: 'live.admin.form.sourceType.hls', hint: 'live.admin.form.sourceType.hlsHint' },
  mp4: { name: 'live.admin.form.sourceType.mp4', hint: 'live.admin.form.sourceType.mp4Hint' },
  embed: { name: 'live.admin.form.sourceType.embed', hint: 'live.admin.form.sourceType.embedHint' },
};

/** The related-articles picker's words. */
const PICKER_WORDS: ArticlePickerWords = {
  label: 'live.admin.articles.label',
  hint: 'live.admin.articles.hint',
  searchLabel: 'live.admin.articles.searchLabel',
  searchPlaceholder: 'live.admin.articles.searchPlaceholder',
  searchSubmit: 'live.admin.articles.searchSubmit',
  searchLoading: 'live.admin.articles.searchLoading',
  searchError: 'live.admin.articles.searchError',
  searchEmpty: 'live.admin.articles.searchEmpty',
  searchCount: 'live.admin.articles.searchCount',
  results: 'live.admin.articles.results',
  add: 'live.admin.articles.add',
  added: 'live.admin.articles.added',
  full: 'live.admin.articles.full',
  chosen: 'live.admin.articles.chosen',
  chosenCount: 'live.admin.articles.chosenCount',
  none: 'live.admin.articles.none',
  moveUp: 'live.admin.articles.moveUp',
  moveDown: 'live.admin.articles.moveDown',
  remove: 'live.admin.articles.remove',
  moved: 'live.admin.articles.moved',
  removed: 'live.admin.articles.removed',
  addedNotice: 'live.admin.articles.addedNotice',
  unpublished: 'live.admin.articles.unpublished',
};

/** Characters as a reader counts them (an emoji is one). */
const length = (text: string) => [...text].length;

const tooLong = (max: number): LiveProblem => ({ key: 'live.admin.form.error.long', values: { max } });

/** The checks made before the form is sent: what the contract requires, and its limits. */
export function checkLive(draft: LiveDraft): LiveProblems {
  const found: LiveProblems = {};
  const max = BROADCAST_LIMITS;
  for (const field of ['title', 'en_title', 'summary', 'en_summary', 'host', 'en_host', 'content', 'en_content'] as const) {
    if (length(draft[field]) > max[field]) found[field] = tooLong(max[field]);
  }
  if (!draft.title.trim()) found.title = { key: 'live.admin.form.error.title' };
  for (const field of ['source_url', 'replay_url'] as const) {
    if (length(draft[field]) > max.url) found[field] = tooLong(max.url);
  }
  const start = isoOfBeijingInput(draft.start);
  const end = isoOfBeijingInput(draft.end);
  if (!start) found.start_time = { key: 'live.admin.form.error.start' };
  if (!end) found.end_time = { key: 'live.admin.form.error.end' };
  else if (start && Date.parse(end) <= Date.parse(start)) found.end_time = { key: 'live.admin.form.error.order' };
  const speakerMax: Record<SpeakerField, number> = {
    name: max.speakerName,
    en_name: max.speakerEnName,
    title: max.speakerTitle,
    en_title: max.speakerEnTitle,
  };
  draft.speakers.forEach((speaker, index) => {
    for (const field of SPEAKER_FIELDS) {
      if (length(speaker[field]) > speakerMax[field]) found[`speakers.${index}.${field}`] = tooLong(speakerMax[field]);
    }
    if (!speaker.name.trim()) found[`speakers.${index}.name`] = { key: 'live.admin.form.error.speakerName' };
  });
  return found;
}

const EMPTY_SPEAKER: LiveDraftSpeaker = { name: '', en_name: '', title: '', en_title: '', avatar: '' };

/**
 * /creator/live/list?add=1 and ?edit=ID (admins): a live stream's bilingual title, summary, host
 * and cover; its times in Beijing time; where it streams from (HLS, MP4 or an embedded player) and
 * its replay; its speakers with their photos; related articles in order; its description; and
 * whether the public sees it.
 */
export function LiveEditorScreen({
  status,
  mode,
  initial,
  onSubmit,
  submitting = false,
  errors,
  uploadCover,
  uploadAvatar,
  search,
  onSearch,
  backHref,
  onRetry,
}: LiveEditorScreenProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<LiveDraft>(initial);
  // The form as of the last change, before React has drawn it (an upload can end between two renders).
  const latest = useRef(initial);
  const [checked, setChecked] = useState<LiveProblems>({});
  // The fields changed since the server's last answer: its word on them no longer stands.
  const [edited, setEdited] = useState<ReadonlySet<LiveField>>(() => new Set());
  // Each speaker's row keeps its key while others come and go (its photo field holds its own state).
  const [rowKeys, setRowKeys] = useState<number[]>(() => initial.speakers.map((_, index) => index));
  const latestKeys = useRef(rowKeys);
  const nextKey = useRef(initial.speakers.length);
  // The pictures on their way: the cover, and each speaker's photo by row key.
  const [uploading, setUploading] = useState<ReadonlySet<string>>(() => new Set());
  const [waitNotice, setWaitNotice] = useState(false);
  // What adding or removing a speaker did, for screen readers.
  const [said, setSaid] = useState('');
  // The element to focus once the form is drawn again (a new speaker's name, the next remove button).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const max = BROADCAST_LIMITS;
  const fieldId = (field: LiveField) => `${id}-${field}`;
  const speakerId = (key: number, part: SpeakerField | 'remove' | 'group') => `${id}-sp${key}-${part}`;
  const addSpeakerId = `${id}-speaker-add`;
  const pickerId = `${id}-articles`;

  const focusField = (field: LiveField | SpeakerKey) => {
    const target = (() => {
      if (field === 'cover') return document.getElementById(`${id}-cover-box`)?.querySelector<HTMLElement>('button');
      if (field === 'source_type') {
        const group = document.getElementById(fieldId('source_type'));
        return group?.querySelector<HTMLElement>('input:checked') ?? group?.querySelector<HTMLElement>('input');
      }
      if (field === 'article_ids') return document.getElementById(articleSearchId(pickerId));
      if (field === 'speakers') {
        const first = latestKeys.current[0];
        return document.getElementById(first === undefined ? addSpeakerId : speakerId(first, 'name'));
      }
      const speaker = /^speakers\.(\d+)\.(\w+)$/.exec(field);
      if (speaker) {
        const key = latestKeys.current[Number(speaker[1])];
        return key === undefined ? null : document.getElementById(speakerId(key, speaker[2] as SpeakerField));
      }
      return document.getElementById(fieldId(field as LiveField));
    })();
    target?.focus();
  };

  /** The first complaint in the form's order: a speaker's fields come where the speakers are. */
  const firstOf = (found: Partial<Record<string, unknown>>): LiveField | SpeakerKey | undefined => {
    for (const field of FIELDS) {
      if (field === 'speakers') {
        for (let index = 0; index < latest.current.speakers.length; index += 1) {
          const key = SPEAKER_FIELDS.map((part) => `speakers.${index}.${part}` as const).find((name) => found[name]);
          if (key) return key;
        }
      }
      if (found[field]) return field;
    }
    return undefined;
  };

  // The server's answer: its first field takes the focus (once per answer, not on every render).
  const serverKey = JSON.stringify(errors ?? {});
  useEffect(() => {
    setEdited(new Set());
    const first = firstOf(errors ?? {});
    if (first) focusField(first);
  }, [serverKey]);

  const heading = (
    <h1 className="spw-live-form__title" id={`${id}-h`}>
      {t(mode === 'add' ? 'live.admin.form.titleAdd' : 'live.admin.form.titleEdit')}
    </h1>
  );
  const head = (
    <header className="spw-live-form__head">
      <a className="spw-live-form__back" href={backHref}>
        {t('live.admin.form.back')}
      </a>
      {heading}
    </header>
  );
  if (status === 'loading') {
    return (
      <section className="spw-live-form" aria-labelledby={`${id}-h`} aria-busy="true">
        {head}
        <Skeleton variant="block" height={240} announce />
        <Skeleton variant="block" height={120} announce={false} />
        <Skeleton variant="block" height={200} announce={false} />
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="spw-live-form" aria-labelledby={`${id}-h`}>
        {head}
        <LoadError title={t('live.admin.form.loadError')} onRetry={onRetry} />
      </section>
    );
  }

  /** Drops the complaints a change answers. */
  const forget = (keys: (LiveField | SpeakerKey)[], everySpeaker = false) => {
    const fixed = new Set<string>(keys);
    const fields = keys.map((key): LiveField => (key.startsWith('speakers.') ? 'speakers' : (key as LiveField)));
    setEdited((current) => (fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields])));
    setChecked((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !fixed.has(key) && !(everySpeaker && key.startsWith('speakers.')))),
    );
    setWaitNotice(false);
  };

  const change = (patch: Partial<Omit<LiveDraft, 'speakers'>>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDraft(next);
    // A field the user corrects stops showing its old complaint; either time can answer the other's.
    const fixed = Object.keys(patch).flatMap((key): LiveField[] => {
      if (key === 'start' || key === 'end') return ['start_time', 'end_time'];
      if (key === 'articles') return ['article_ids'];
      if (key === 'is_public') return [];
      return [key as LiveField];
    });
    forget(fixed);
  };

  const setSpeakers = (speakers: LiveDraftSpeaker[]) => {
    const next = { ...latest.current, speakers };
    latest.current = next;
    setDraft(next);
  };

  /** A change to the speaker in the row with this key (found by key: rows before it may have gone). */
  const changeSpeaker = (key: number, patch: Partial<LiveDraftSpeaker>) => {
    const index = latestKeys.current.indexOf(key);
    const list = latest.current.speakers;
    const current = list[index];
    if (!current) return;
    setSpeakers(list.map((speaker, i) => (i === index ? { ...current, ...patch } : speaker)));
    forget(Object.keys(patch).map((part) => `speakers.${index}.${part as SpeakerField}` as const));
  };

  const setKeys = (keys: number[]) => {
    latestKeys.current = keys;
    setRowKeys(keys);
  };

  const markUploading = (what: string, busy: boolean) => {
    setUploading((current) => {
      if (current.has(what) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(what);
      else next.delete(what);
      return next;
    });
    if (!busy) setWaitNotice(false);
  };

  const addSpeaker = () => {
    const list = latest.current.speakers;
    if (list.length >= max.speakers) return;
    const key = nextKey.current;
    nextKey.current += 1;
    setSpeakers([...list, EMPTY_SPEAKER]);
    setKeys([...latestKeys.current, key]);
    forget(['speakers']);
    setSaid(t('live.admin.form.speaker.added', { n: list.length + 1 }));
    focusNext.current = speakerId(key, 'name');
  };

  const removeSpeaker = (key: number) => {
    const index = latestKeys.current.indexOf(key);
    if (index < 0) return;
    const keys = latestKeys.current.filter((k) => k !== key);
    setSpeakers(latest.current.speakers.filter((_, i) => i !== index));
    setKeys(keys);
    // The rows after it move up a place: their complaints no longer match; a new check says them again.
    forget(['speakers'], true);
    // A photo on its way goes with its row.
    markUploading(`speaker-${key}`, false);
    setSaid(t('live.admin.form.speaker.removed', { n: index + 1 }));
    const neighbour = keys[index] ?? keys[index - 1];
    focusNext.current = neighbour === undefined ? addSpeakerId : speakerId(neighbour, 'remove');
  };

  const waiting = uploading.size > 0;
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (waiting) {
      setWaitNotice(true);
      return;
    }
    const found = checkLive(latest.current);
    setChecked(found);
    const first = firstOf(found);
    if (first) {
      focusField(first);
      return;
    }
    onSubmit(latest.current);
  };

  const err = (field: LiveField | SpeakerKey) => {
    const local = checked[field];
    if (local) return t(local.key, local.values);
    if (field.startsWith('speakers.') || edited.has(field as LiveField)) return undefined;
    return errors?.[field as LiveField];
  };

  const speakersError = err('speakers');
  const speakersErrorId = `${id}-speakers-error`;
  const speakersFull = draft.speakers.length >= max.speakers;
  const sectionTitle = (name: string, key: MessageKey) => (
    <h2 className="spw-live-form__section-title" id={`${id}-s-${name}`}>
      {t(key)}
    </h2>
  );

  return (
    <section className="spw-live-form" aria-labelledby={`${id}-h`}>
      {head}
      <form className="spw-live-form__form" noValidate onSubmit={send} aria-busy={submitting || undefined}>
        <div className="spw-live-form__section">
          {sectionTitle('basic', 'live.admin.form.section.basic')}
          <div className="spw-live-form__row">
            <TextField
              id={fieldId('title')}
              label={t('live.admin.form.title')}
              required
              maxLength={max.title}
              lang="zh-CN"
              placeholder={t('live.admin.form.titlePlaceholder')}
              value={draft.title}
              onChange={(event) => change({ title: event.target.value })}
              error={err('title')}
            />
            <TextField
              id={fieldId('en_title')}
              label={t('live.admin.form.enTitle')}
              optional
              maxLength={max.en_title}
              lang="en"
              hint={t('live.admin.form.enTitleHint')}
              value={draft.en_title}
              onChange={(event) => change({ en_title: event.target.value })}
              error={err('en_title')}
            />
          </div>
          <div className="spw-live-form__row">
            <TextareaField
              id={fieldId('summary')}
              label={t('live.admin.form.summary')}
              optional
              rows={3}
              maxLength={max.summary}
              lang="zh-CN"
              value={draft.summary}
              onChange={(event) => change({ summary: event.target.value })}
              error={err('summary')}
            />
            <TextareaField
              id={fieldId('en_summary')}
              label={t('live.admin.form.enSummary')}
              optional
              rows={3}
              maxLength={max.en_summary}
              lang="en"
              hint={t('live.admin.form.enSummaryHint')}
              value={draft.en_summary}
              onChange={(event) => change({ en_summary: event.target.value })}
              error={err('en_summary')}
            />
          </div>
          <div className="spw-live-form__row">
            <TextField
              id={fieldId('host')}
              label={t('live.admin.form.host')}
              optional
              maxLength={max.host}
              lang="zh-CN"
              value={draft.host}
              onChange={(event) => change({ host: event.target.value })}
              error={err('host')}
            />
            <TextField
              id={fieldId('en_host')}
              label={t('live.admin.form.enHost')}
              optional
              maxLength={max.en_host}
              lang="en"
              value={draft.en_host}
              onChange={(event) => change({ en_host: event.target.value })}
              error={err('en_host')}
            />
          </div>
          <div id={`${id}-cover-box`} className="spw-live-form__cover">
            <Upload
              id={`${id}-cover`}
              label={
                <>
                  {t('live.admin.form.cover')}
                  <FieldMarks optional />
                </>
              }
              max={1}
              hint={t('live.admin.form.coverHint')}
              upload={uploadCover}
              defaultValue={initial.cover ? [initial.cover] : []}
              onChange={(urls) => change({ cover: urls[0] ?? '' })}
              onBusyChange={(busy) => markUploading('cover', busy)}
              error={err('cover')}
            />
          </div>
        </div>

        <div className="spw-live-form__section">
          {sectionTitle('time', 'live.admin.form.section.time')}
          <p className="spw-live-form__section-hint">{t('live.admin.form.timeHint')}</p>
          <div className="spw-live-form__row">
            <TextField
              id={fieldId('start_time')}
              type="datetime-local"
              label={t('live.admin.form.start')}
              required
              min="2000-01-01T00:00"
              max="2100-12-31T23:59"
              value={draft.start}
              onChange={(event) => change({ start: event.target.value })}
              error={err('start_time')}
              className="spw-live-form__time"
            />
            <TextField
              id={fieldId('end_time')}
              type="datetime-local"
              label={t('live.admin.form.end')}
              required
              min={draft.start || '2000-01-01T00:00'}
              max="2100-12-31T23:59"
              value={draft.end}
              onChange={(event) => change({ end: event.target.value })}
              error={err('end_time')}
              className="spw-live-form__time"
            />
          </div>
        </div>

        <div className="spw-live-form__section">
          {sectionTitle('source', 'live.admin.form.section.source')}
          <RadioGroupField
            id={fieldId('source_type')}
            name={`${id}-source-type`}
            label={t('live.admin.form.sourceType')}
            required
            className="spw-live-form__types"
            options={SOURCE_TYPES.map((type) => ({
              value: type,
              label: (
                <span className="spw-live-form__type">
                  <span className="spw-live-form__type-name">{t(SOURCE_LABEL[type].name)}</span>
                  <span className="spw-live-form__type-hint">{t(SOURCE_LABEL[type].hint)}</span>
                </span>
              ),
            }))}
            value={draft.source_type}
            onChange={(value) => {
              const type = SOURCE_TYPES.find((known) => known === value);
              if (type) change({ source_type: type });
            }}
            error={err('source_type')}
          />
          <TextField
            id={fieldId('source_url')}
            label={t('live.admin.form.sourceUrl')}
            optional
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={max.url}
            hint={t(SOURCE_LABEL[draft.source_type].hint)}
            value={draft.source_url}
            onChange={(event) => change({ source_url: event.target.value })}
            error={err('source_url')}
          />
          <TextField
            id={fieldId('replay_url')}
            label={t('live.admin.form.replayUrl')}
            optional
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={max.url}
            hint={t('live.admin.form.replayUrlHint')}
            value={draft.replay_url}
            onChange={(event) => change({ replay_url: event.target.value })}
            error={err('replay_url')}
          />
        </div>

        <div className="spw-live-form__section" data-invalid={speakersError ? '' : undefined}>
          <div className="spw-live-form__section-head">
            {sectionTitle('speakers', 'live.admin.form.section.speakers')}
            <span className="spw-live-form__count" data-full={speakersFull ? '' : undefined}>
              {t('live.admin.form.speakersCount', { count: draft.speakers.length, max: max.speakers })}
            </span>
          </div>
          <p className="spw-live-form__section-hint">{t('live.admin.form.speakersHint', { max: max.speakers })}</p>
          {draft.speakers.length > 0 ? (
            <ol className="spw-live-form__speakers" aria-labelledby={`${id}-s-speakers`}>
              {draft.speakers.map((speaker, index) => {
                const key = rowKeys[index] ?? index;
                const name = t('live.admin.form.speaker', { n: index + 1 });
                const text = (part: SpeakerField, label: MessageKey, lang: 'zh-CN' | 'en', limit: number, required = false) => (
                  <TextField
                    id={speakerId(key, part)}
                    label={t(label)}
                    required={required}
                    optional={!required}
                    maxLength={limit}
                    lang={lang}
                    value={speaker[part]}
                    onChange={(event) => changeSpeaker(key, { [part]: event.target.value })}
                    error={err(`speakers.${index}.${part}`)}
                  />
                );
                return (
                  <li key={key} className="spw-live-speaker">
                    <div role="group" aria-labelledby={speakerId(key, 'group')} className="spw-live-speaker__group">
                      <div className="spw-live-speaker__head">
                        <h3 className="spw-live-speaker__name" id={speakerId(key, 'group')}>
                          {name}
                        </h3>
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          id={speakerId(key, 'remove')}
                          className="spw-live-speaker__remove"
                          onClick={() => removeSpeaker(key)}
                        >
                          {t('live.admin.form.speaker.remove')}
                          <span className="spw-visually-hidden"> {name}</span>
                        </Button>
                      </div>
                      <div className="spw-live-speaker__body">
                        <Upload
                          id={`${id}-sp${key}-avatar`}
                          className="spw-live-speaker__avatar"
                          label={
                            <>
                              {t('live.admin.form.speaker.avatar')}
                              <FieldMarks optional />
                            </>
                          }
                          max={1}
                          hint={t('live.admin.form.speaker.avatarHint')}
                          upload={uploadAvatar}
                          defaultValue={speaker.avatar ? [speaker.avatar] : []}
                          onChange={(urls) => changeSpeaker(key, { avatar: urls[0] ?? '' })}
                          onBusyChange={(busy) => markUploading(`speaker-${key}`, busy)}
                        />
                        <div className="spw-live-speaker__fields">
                          {text('name', 'live.admin.form.speaker.name', 'zh-CN', max.speakerName, true)}
                          {text('en_name', 'live.admin.form.speaker.enName', 'en', max.speakerEnName)}
                          {text('title', 'live.admin.form.speaker.title', 'zh-CN', max.speakerTitle)}
                          {text('en_title', 'live.admin.form.speaker.enTitle', 'en', max.speakerEnTitle)}
                        </div>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className="spw-live-form__none">{t('live.admin.form.speakersNone')}</p>
          )}
          <FieldMessages error={speakersError} errorId={speakersErrorId} />
          <div className="spw-live-form__add">
            <Button
              type="button"
              variant="secondary"
              id={addSpeakerId}
              disabled={speakersFull}
              aria-describedby={speakersError ? speakersErrorId : undefined}
              onClick={addSpeaker}
            >
              {t('live.admin.form.speaker.add')}
            </Button>
            {speakersFull ? <span className="spw-live-form__full">{t('live.admin.form.speakersFull', { max: max.speakers })}</span> : null}
          </div>
          <p className="spw-visually-hidden" role="status">
            {said}
          </p>
        </div>

        <div className="spw-live-form__section">
          {sectionTitle('articles', 'live.admin.form.section.articles')}
          <ArticlePicker
            id={pickerId}
            value={draft.articles}
            onChange={(articles) => change({ articles })}
            toPicked={(item) => item}
            max={max.articles}
            search={search}
            onSearch={onSearch}
            error={err('article_ids')}
            words={PICKER_WORDS}
          />
        </div>

        <div className="spw-live-form__section">
          {sectionTitle('content', 'live.admin.form.section.content')}
          <div className="spw-live-form__row">
            <TextareaField
              id={fieldId('content')}
              label={t('live.admin.form.content')}
              optional
              rows={6}
              maxLength={max.content}
              lang="zh-CN"
              hint={t('live.admin.form.contentHint')}
              value={draft.content}
              onChange={(event) => change({ content: event.target.value })}
              error={err('content')}
            />
            <TextareaField
              id={fieldId('en_content')}
              label={t('live.admin.form.enContent')}
              optional
              rows={6}
              maxLength={max.en_content}
              lang="en"
              hint={t('live.admin.form.enContentHint')}
              value={draft.en_content}
              onChange={(event) => change({ en_content: event.target.value })}
              error={err('en_content')}
            />
          </div>
        </div>

        <div className="spw-live-form__section">
          {sectionTitle('public', 'live.admin.form.section.public')}
          <CheckboxField
            id={`${id}-is_public`}
            label={t('live.admin.form.isPublic')}
            hint={t('live.admin.form.isPublicHint')}
            checked={draft.is_public === 1}
            onChange={(event) => change({ is_public: event.currentTarget.checked ? 1 : 0 })}
          />
        </div>

        <footer className="spw-live-form__bar">
          {waitNotice && waiting ? (
            <p className="spw-field__error" role="alert">
              {t('live.admin.form.error.uploading')}
            </p>
          ) : null}
          <div className="spw-live-form__actions">
            <Button type="submit" loading={submitting} aria-disabled={waiting || undefined} className="spw-live-form__submit">
              {t('live.admin.form.submit')}
            </Button>
          </div>
        </footer>
      </form>
    </section>
  );
}
