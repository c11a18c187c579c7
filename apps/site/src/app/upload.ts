import type { components } from '@spw/api';
import type { UploadFn } from '@spw/ui/components/Upload';
import { api } from './api.ts';

type Ascription = NonNullable<components['schemas']['UploadBody']['ascription']>;

/** Sends one picture to /upload/file2server (the server checks its content and re-encodes it); resolves with its URL. */
export async function sendPicture(file: File, ascription: Ascription, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.set('ascription', ascription);
  form.set('file_type', 'pic');
  form.set('attachment', file);
  const data = await api.upload('/upload/file2server', form, { signal });
  return data.url;
}

/** The upload components' way to send (Upload, AvatarUpload): progress is reported whole, when the picture is stored. */
export const pictureUploader =
  (ascription: Ascription): UploadFn =>
  async (file, onProgress, signal) => {
    const url = await sendPicture(file, ascription, signal);
    onProgress(1);
    return { url };
  };
