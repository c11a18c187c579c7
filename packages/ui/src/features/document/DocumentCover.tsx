import { COVER } from './documentText.ts';
import './document.css';

export interface DocumentCoverProps {
  /** The picture's URL; '' until one is made (then the title's first character stands in). */
  src: string;
  title: string;
  titleLang: 'en' | 'zh-CN';
  className?: string;
  /** How the picture loads: the first ones on a page at once, the rest when scrolled to. */
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * A report's cover at A4's proportions, decorative (the title beside it says what it is); while
 * there is none, a quiet panel with the title's first character.
 */
export function DocumentCover({ src, title, titleLang, className, loading = 'lazy', fetchPriority }: DocumentCoverProps) {
  // The first character as a reader sees it (an emoji or a surrogate pair is one).
  const initial = [...title.trim()][0] ?? '';
  return (
    <div className={className ? `spw-document-cover ${className}` : 'spw-document-cover'} data-empty={src ? undefined : ''}>
      {src ? (
        <img src={src} alt="" width={COVER.width} height={COVER.height} loading={loading} fetchPriority={fetchPriority} decoding="async" />
      ) : (
        <span className="spw-document-cover__initial" lang={titleLang} aria-hidden="true">
          {initial}
        </span>
      )}
    </div>
  );
}

/** A small arrow into a tray: before a download count, on the download button. */
export function DownloadMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 2v8m0 0L4.8 6.8M8 10l3.2-3.2M2.5 11v2.5h11V11"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
