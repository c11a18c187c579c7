import { ApiError, ErrorCode } from '@spw/api';
import { pickText } from '@spw/i18n';
import { CheckinScreen, type CheckinResult } from '@spw/ui/features/commerce/CheckinScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@spw/ui/lib/intl';
import { api } from '../../app/api.ts';
import { editionQuery } from '../events/events.ts';
import { useEditionParam } from './registration.ts';
import { pushToast } from '../../app/toasts.ts';

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM library). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return candidate && typeof navigator.mediaDevices?.getUserMedia === 'function' ? candidate : null;
}

/** How often the camera picture is searched for a code, and how long one code is not sent again. */
const SCAN_EVERY_MS = 300;
const SAME_CODE_PAUSE_MS = 4000;

/** Scans QR codes from the camera while `active`, handing each new one to `onCode`. */
function useScanner(active: boolean, onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  useEffect(() => {
    const Detector = barcodeDetector();
    if (!active || !Detector) return undefined;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    const detector = new Detector({ formats: ['qr_code'] });
    const tick = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      try {
        const [found] = await detector.detect(video);
        const now = Date.now();
        if (found && (found.rawValue !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
          last = { code: found.rawValue, at: now };
          onCodeRef.current(found.rawValue);
        }
      } catch {
        /* a frame that could not be read: try the next one */
      }
      timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = media;
        await videoRef.current.play();
        void tick();
      })
      .catch((error: unknown) => pushToast('error', error instanceof Error ? error.message : String(error)));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active]);
  return videoRef;
}

/** /events/checkin?events_id=: staff check tickets in by code or QR scan, and see the counts. */
export default function CheckinPage() {
  const intl = useIntl();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const param = useEditionParam();
  const eventsId = param.id ?? 0;
  const [result, setResult] = useState<CheckinResult | null>(null);
  const [scanning, setScanning] = useState(false);
  const edition = useQuery({ ...editionQuery(eventsId), enabled: param.id !== null });
  const statsKey = ['/checkin/stats', eventsId];
  const stats = useQuery({
    queryKey: statsKey,
    queryFn: ({ signal }) => api.get('/checkin/stats', { query: { events_id: eventsId }, signal }),
    enabled: param.id !== null,
    refetchInterval: 30_000,
  });
  const checkin = useMutation({
    mutationFn: (code: string) => api.post('/checkin/add', { body: { ticket_code: code } }),
    onMutate: () => setResult(null),
    onSuccess: (ticket) => setResult({ kind: 'ok', ticket }),
    onError: (error, code) => {
      if (!(error instanceof ApiError)) return setResult({ kind: 'refused', code, message: intl.formatMessage({ id: 'common.error' }) });
      const data = error.data as { checked_in_at?: unknown } | null;
      if (error.code === ErrorCode.Conflict && data && typeof data.checked_in_at === 'string') {
        return setResult({ kind: 'already', code, checkedInAt: data.checked_in_at });
      }
      return setResult({ kind: 'refused', code, message: error.msg });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: statsKey }),
  });
  const videoRef = useScanner(scanning, (code) => {
    if (!checkin.isPending) checkin.mutate(code);
  });

  const forbidden = [stats.error, checkin.error].some((e) => e instanceof ApiError && e.code === ErrorCode.Forbidden);
  useEffect(() => {
    if (forbidden) setScanning(false);
  }, [forbidden]);
  useEffect(() => {
    if (result?.kind === 'ok') pushToast('success', intl.formatMessage({ id: 'checkin.ok' }));
  }, [result, intl]);
  return (
    <CheckinScreen
      status={forbidden ? 'forbidden' : 'ready'}
      edition={edition.data ? pickText(locale, edition.data.name, edition.data.en_name) : undefined}
      stats={stats.data ?? null}
      onSubmit={(code) => checkin.mutate(code)}
      submitting={checkin.isPending}
      result={result}
      scanner={{ available: barcodeDetector() !== null, active: scanning, onToggle: () => setScanning((on) => !on), videoRef }}
    />
  );
}
