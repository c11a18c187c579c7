import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface MethodTabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The fields of the chosen method. */
  children: ReactNode;
}

/**
 * The sign-in or reset method: WAI-ARIA tabs with arrow-key, Home and End moves (activation follows
 * focus). With a single method there is nothing to choose, so only the panel is drawn.
 */
export function MethodTabs<T extends string>({ label, options, value, onChange, children }: MethodTabsProps<T>) {
  const idBase = useId();
  const list = useRef<HTMLDivElement>(null);
  const panelId = `${idBase}-panel`;
  const tabId = (v: T) => `${idBase}-tab-${v}`;
  if (options.length < 2) return <div className="spw-auth__panel-fields">{children}</div>;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = options.findIndex((o) => o.value === value);
    const last = options.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = options[(next + options.length) % options.length];
    if (!target) return;
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(target.value))}`)?.focus();
    onChange(target.value);
  };

  return (
    <>
      <div ref={list} className="spw-auth__methods" role="tablist" aria-label={label}>
        {options.map((o) => (
          <button
            key={o.value}
            id={tabId(o.value)}
            type="button"
            role="tab"
            aria-selected={o.value === value}
            aria-controls={o.value === value ? panelId : undefined}
            tabIndex={o.value === value ? 0 : -1}
            onClick={() => onChange(o.value)}
            onKeyDown={onKeyDown}
          >
            {o.label}
          </button>
        ))}
      </div>
      {/* Not named after its tab: the tab's name ('密码登录', 'Password') would clash with its fields' labels. */}
      <div id={panelId} role="tabpanel" className="spw-auth__panel-fields">
        {children}
      </div>
    </>
  );
}
