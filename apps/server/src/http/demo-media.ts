import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The demo's video: one small fragmented MP4 (six seconds, 80 KB) that plays as a file and, through
 * demo.m3u8's byte ranges, as an HLS stream, so the demo's live streams and replays play on a
 * machine without internet. Made once with ffmpeg (testsrc2 and a sine tone, H.264 baseline and
 * AAC); found from this file upwards (src/http in development, dist when built).
 */
function demoMediaDir(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'assets/demo-media');
    if (fs.existsSync(path.join(candidate, 'demo.mp4'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** Only in demo mode: `/demo/media/demo.mp4` and `/demo/media/demo.m3u8`, with byte ranges. */
export async function registerDemoMedia(app: FastifyInstance): Promise<void> {
  const root = demoMediaDir();
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/demo/media/',
    decorateReply: false,
    index: false,
    acceptRanges: true,
    setHeaders: (reply, filePath) => {
      if (filePath.endsWith('.m3u8')) reply.header('content-type', 'application/vnd.apple.mpegurl');
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
}
