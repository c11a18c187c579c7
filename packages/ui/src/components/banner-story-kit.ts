// For the stories of the banner carousel and its skeleton (not part of the kit's API).

/** The banner frame's height over its width: the carousel and its skeleton must have the same. */
export function frameRatio(canvasElement: HTMLElement): number {
  const frame = canvasElement.querySelector('.spw-banner__frame');
  if (!frame) throw new Error('no frame');
  const box = frame.getBoundingClientRect();
  return box.height / box.width;
}
