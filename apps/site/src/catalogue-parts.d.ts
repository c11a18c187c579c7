// The halves of a catalogue made by vite.config.ts (see @spw/i18n/split).
declare module '*.json?part=first' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=rest' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=forms' {
  const messages: Record<string, string>;
  export default messages;
}
