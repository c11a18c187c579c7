import * as Menu from '@radix-ui/react-dropdown-menu';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from '../../primitives/DropdownMenu.tsx';
import { COVER_NAME, COVER_PRESETS, coverClass, type CoverPreset } from './profileCover.ts';
import './profile.css';

/** The owner's cover menu on the profile (ProfileHeader loads it lazily): the four presets as radio choices, each with its swatch. */
export function ProfileCoverMenu({
  current,
  busy,
  onChange,
}: {
  current: CoverPreset | null;
  busy: boolean;
  onChange: (cover: CoverPreset) => void;
}) {
  const t = useT();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        {/* aria-disabled rather than disabled while the change is on its way: the button keeps the focus. */}
        <Button variant="secondary" aria-disabled={busy || undefined} aria-busy={busy || undefined} disabled={false}>
          {busy ? <span className="spw-button__spinner" aria-hidden="true" /> : null}
          {t('profile.changeCover')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="spw-profile-covers">
        <DropdownMenuLabel>{t('profile.cover.choose')}</DropdownMenuLabel>
        <Menu.RadioGroup
          value={current ?? ''}
          onValueChange={(value) => {
            const preset = COVER_PRESETS.find((cover) => cover === value);
            if (preset && !busy) onChange(preset);
          }}
        >
          {COVER_PRESETS.map((preset) => (
            <Menu.RadioItem key={preset} value={preset} className="spw-menu__item spw-profile-covers__item" disabled={busy}>
              <span className={`spw-profile-cover ${coverClass(preset)} spw-profile-covers__swatch`} aria-hidden="true" />
              <span className="spw-profile-covers__name">{t(COVER_NAME[preset])}</span>
              <Menu.ItemIndicator className="spw-profile-covers__check">
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path
                    d="M3.5 8.5l3 3 6-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </Menu.ItemIndicator>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
