import { useState, type ChangeEvent, type DragEvent } from 'react';

/**
 * Files from the picker or dropped on a zone, handed to `take`. The picker is cleared after each
 * choice, so choosing the same file again is a change too. Drops are ignored while `enabled` is false.
 */
export function useFileDrop(take: (files: File[]) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const hasFiles = (event: DragEvent) => enabled && Array.from(event.dataTransfer.types).includes('Files');
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  return {
    dragging,
    onInputChange(event: ChangeEvent<HTMLInputElement>) {
      const files = Array.from(event.target.files ?? []);
      event.target.value = '';
      take(files);
    },
    /** Spread on the drop zone. */
    zone: {
      'data-dragging': dragging ? '' : undefined,
      onDragEnter: onDragOver,
      onDragOver,
      onDragLeave(event: DragEvent<HTMLElement>) {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop(event: DragEvent<HTMLElement>) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        take(Array.from(event.dataTransfer.files));
      },
    },
  };
}
