import { ApiError, ErrorCode, type components } from '@spw/api';
import { pickText } from '@spw/i18n';
import { DrawWallScreen, type DrawSubmit } from '@spw/ui/features/commerce/DrawWallScreen';
import { useLocale } from '@spw/ui/lib/intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api.ts';
import { editionQuery } from '../events/events.ts';
import { useEditionParam } from './registration.ts';

type Draw = components['schemas']['Draw'];

/** How long the names roll before the winners show, and how fast (none under prefers-reduced-motion). */
const SHUFFLE_MS = 2200;
const FRAME_MS = 70;
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const randomCode = () =>
  Array.from({ length: 8 }, (_, i) => `${i === 4 ? '-' : ''}${CODE_CHARS[Math.floor(Math.random() * CODE_CHARS.length)] ?? 'X'}`).join('');
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** /draw/wall?events_id=: the lottery for the projector; draws come from and go to the server. */
export default function DrawWallPage() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const param = useEditionParam();
  const eventsId = param.id ?? 0;
  const [phase, setPhase] = useState<'idle' | 'shuffling' | 'revealed'>('idle');
  const [current, setCurrent] = useState<Draw | null>(null);
  const [frame, setFrame] = useState('');
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  const edition = useQuery({ ...editionQuery(eventsId), enabled: param.id !== null });
  const listKey = ['/draw/lists', eventsId];
  const draws = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.get('/draw/lists', { query: { events_id: eventsId }, signal }),
    enabled: param.id !== null,
  });
  const draw = useMutation({
    mutationFn: async (body: DrawSubmit) => {
      setPhase('shuffling');
      // The roll lasts its length whatever the server's speed; no roll at all for reduced motion.
      const [result] = await Promise.all([
        api.post('/draw/add', { body: { ...body, events_id: eventsId } }),
        wait(reducedMotion() ? 0 : SHUFFLE_MS),
      ]);
      return result;
    },
    onSuccess: (result) => {
      setCurrent(result);
      setPhase('revealed');
    },
    onError: () => setPhase(current ? 'revealed' : 'idle'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });

  useEffect(() => {
    if (phase !== 'shuffling' || reducedMotion()) return undefined;
    const timer = setInterval(() => setFrame(randomCode()), FRAME_MS);
    return () => clearInterval(timer);
  }, [phase]);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const forbidden = [draws.error, draw.error].some((e) => e instanceof ApiError && e.code === ErrorCode.Forbidden);
  const status = forbidden
    ? 'forbidden'
    : param.invalid || param.failed || draws.isError
      ? 'error'
      : param.pending || draws.isPending
        ? 'loading'
        : 'ready';
  return (
    <DrawWallScreen
      status={status}
      edition={edition.data ? pickText(locale, edition.data.name, edition.data.en_name) : undefined}
      checkedIn={draws.data?.checked_in ?? 0}
      candidates={draws.data?.candidates ?? 0}
      draws={draws.data?.list ?? []}
      phase={phase}
      shuffleText={frame}
      current={current}
      onDraw={(body) => draw.mutate(body)}
      error={draw.error instanceof ApiError && !forbidden ? draw.error.msg : undefined}
      fullscreen={fullscreen}
      onToggleFullscreen={
        document.fullscreenEnabled
          ? () => {
              const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
              request.catch(() => setFullscreen(document.fullscreenElement !== null));
            }
          : undefined
      }
      onRetry={() => void draws.refetch()}
    />
  );
}
