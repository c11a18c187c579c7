import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, useContext, type ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import './Tabs.css';

export const tabsListVariants = cva('spw-tabs__list', {
  variants: {
    variant: { underline: 'spw-tabs__list--underline', pill: 'spw-tabs__list--pill' },
    size: { sm: 'spw-tabs__list--sm', md: 'spw-tabs__list--md' },
  },
  defaultVariants: { variant: 'underline', size: 'md' },
});

export const tabsTriggerVariants = cva('spw-tabs__trigger', {
  variants: {
    variant: { underline: 'spw-tabs__trigger--underline', pill: 'spw-tabs__trigger--pill' },
    size: { sm: 'spw-tabs__trigger--sm', md: 'spw-tabs__trigger--md' },
  },
  defaultVariants: { variant: 'underline', size: 'md' },
});

type TabsVariants = VariantProps<typeof tabsListVariants>;

/** The look chosen on <Tabs>, read by its list and triggers (a nested <Tabs> sets its own). */
const TabsLook = createContext<TabsVariants>({});

export interface TabsProps extends ComponentProps<typeof TabsPrimitive.Root>, TabsVariants {}

/**
 * WAI-ARIA tabs (Radix): arrow keys move between tabs (Left/Right, or Up/Down when
 * `orientation="vertical"`), Home and End jump to the ends, disabled tabs are skipped, and a tab is
 * shown as soon as it gets focus (`activationMode="manual"` waits for Enter or Space instead).
 * `variant` and `size` style the list and its triggers.
 */
export function Tabs({ className, variant, size, orientation = 'horizontal', ...props }: TabsProps) {
  return (
    <TabsLook value={{ variant, size }}>
      <TabsPrimitive.Root
        data-slot="tabs"
        data-variant={variant ?? 'underline'}
        orientation={orientation}
        className={cn('spw-tabs', className)}
        {...props}
      />
    </TabsLook>
  );
}

/**
 * The row of tabs. On a narrow screen it scrolls sideways instead of squeezing or wrapping; it keeps
 * room around the triggers so their focus rings are never clipped by the scrolling box. Give it an
 * `aria-label` when nothing nearby names the set of tabs.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const { variant, size } = useContext(TabsLook);
  return <TabsPrimitive.List data-slot="tabs-list" className={tabsListVariants({ variant, size, className })} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { variant, size } = useContext(TabsLook);
  return <TabsPrimitive.Trigger data-slot="tabs-trigger" className={tabsTriggerVariants({ variant, size, className })} {...props} />;
}

/** The panel of one tab: named by its tab, and focusable (Tab from the list lands on it). */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('spw-tabs__content', className)} {...props} />;
}
