// A multipart POST through XMLHttpRequest, for the upload progress fetch cannot report; it answers
// as openapi-fetch would ({ data, response }), so the client reads it like any other call. Loaded by
// the client with the first such upload.

export interface ProgressUpload {
  /** Sets the signature, session and language headers, as on every call. */
  sign: (headers: { set(name: string, value: string): void }) => Promise<void>;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** A large file on a slow line takes its time: the caller's signal stops it sooner. */
  timeoutMs: number;
}

export async function sendWithProgress(url: string, form: FormData, o: ProgressUpload): Promise<{ data?: unknown; response: Response }> {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', url);
  await o.sign({ set: (name, value) => xhr.setRequestHeader(name, value) });
  xhr.timeout = o.timeoutMs;
  return new Promise((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) o.onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText) as unknown;
      } catch {
        data = undefined;
      }
      resolve({ data, response: new Response(null, { status: xhr.status }) });
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.ontimeout = () => reject(new DOMException('The upload timed out', 'TimeoutError'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    if (o.signal?.aborted) {
      reject(new DOMException('The upload was stopped', 'AbortError'));
      return;
    }
    o.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
