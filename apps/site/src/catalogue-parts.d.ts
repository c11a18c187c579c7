// The parts of a catalogue made by vite.config.ts (see @spw/i18n/split): `?part=first`,
// `?part=forms`, `?part=shared` and one per feature (app/catalogue-index.gen.ts imports them).
declare module '@spw/i18n/messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
