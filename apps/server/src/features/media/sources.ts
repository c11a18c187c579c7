// Where a live stream or a video plays from: this site's own path, or an https address on an origin
// the server allows (MEDIA_ORIGINS for files and playlists, EMBED_ORIGINS for a platform's embed
// page). The page's policy (http/security.ts) lets the browser reach exactly those.
import type { components } from '@spw/api/schema';
import type { Config } from '../../config.ts';
import { badField } from '../../http/errors.ts';

type SourceType = components['schemas']['BroadcastSourceType'];

const MEDIA_FILE = /\.(mp4|m4v|webm)$/i;
const HLS_FILE = /\.m3u8$/i;

/**
 * A source address, checked: this site's own path, or an https address on one of the allowed
 * origins (the page's policy lets the player reach only those). Empty stays empty.
 */
function addressOf(field: string, value: string | undefined, allowed: readonly string[], embed: boolean): { url: string; path: string } {
  const url = (value ?? '').trim();
  if (!url) return { url: '', path: '' };
  if (url.startsWith('/') && !url.startsWith('//')) {
    if (embed || !/^\/[A-Za-z0-9/_.~%-]+$/.test(url) || url.includes('..')) badField(field, 'broadcast_address_format');
    return { url, path: url };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return badField(field, 'broadcast_address_format');
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) badField(field, 'broadcast_address_format');
  if (!allowed.includes(parsed.origin))
    badField(field, embed ? 'broadcast_embed_origin' : 'broadcast_media_origin', { origin: parsed.origin });
  return { url: parsed.toString(), path: parsed.pathname };
}

/** A source of the given type, checked (an HLS playlist ends in .m3u8, a file in .mp4, .m4v or .webm); '' stays ''. */
export function sourceUrlOf(config: Config, field: string, type: SourceType, value: string | undefined): string {
  const embed = type === 'embed';
  const source = addressOf(field, value, embed ? config.embedOrigins : config.mediaOrigins, embed);
  if (source.url && type === 'hls' && !HLS_FILE.test(source.path)) badField(field, 'broadcast_hls_only');
  if (source.url && type === 'mp4' && !MEDIA_FILE.test(source.path)) badField(field, 'broadcast_file_only');
  return source.url;
}

/** A recording: an HLS playlist or a video file, from this site or an allowed origin; '' stays ''. */
export function replayUrlOf(config: Config, field: string, value: string | undefined): string {
  const replay = addressOf(field, value, config.mediaOrigins, false);
  if (replay.url && !HLS_FILE.test(replay.path) && !MEDIA_FILE.test(replay.path)) badField(field, 'broadcast_replay_only');
  return replay.url;
}
