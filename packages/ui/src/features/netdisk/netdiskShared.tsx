// What the site's netdisk pages use beside the screens (the package exports .tsx modules only).
export { shareHref, type NetdiskEntry, type NetdiskItem, type UploadRow } from './netdiskText.ts';
