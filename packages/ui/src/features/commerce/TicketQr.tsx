import QRCode from 'qrcode';
import { useMemo } from 'react';
import { cn } from '../../lib/cn.ts';

export interface TicketQrProps {
  /** What the code holds: the ticket's check-in code. */
  value: string;
  /** The picture's accessible name. */
  label: string;
  className?: string;
}

/** The modules of a QR code as one SVG path (a 1×1 square per dark module). */
function qrPath(value: string): { size: number; d: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, d };
}

/**
 * A ticket's QR code, drawn by React from the `qrcode` package's matrix: synchronous (no loading
 * state for a few hundred bytes), sharp at any size, and dark on white in either theme so a
 * scanner always reads it.
 */
export function TicketQr({ value, label, className }: TicketQrProps) {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  // Four modules of quiet zone around the code, as scanners expect.
  const box = size + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      className={cn('spw-ticket-qr', className)}
      viewBox={`-4 -4 ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
