import { TabsList, TabsTrigger } from './Tabs.tsx';

/**
 * A list's filter tabs (inside Tabs): one trigger per value, named by `labelOf`. In a file of its own,
 * not among a feature's shared parts: a module that many pages import would bring the tabs (and
 * Radix) to every one of them.
 */
export function FilterTabsList<T extends string>({
  label,
  values,
  labelOf,
}: {
  label: string;
  values: readonly T[];
  labelOf: (value: T) => string;
}) {
  return (
    <TabsList aria-label={label}>
      {values.map((value) => (
        <TabsTrigger key={value} value={value}>
          {labelOf(value)}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
