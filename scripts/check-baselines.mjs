// Keeps the visual baselines light: fails on a full-colour picture (scripts/baselines.ts stores them
// as palette PNGs) and on a picture that no story takes any more (its story was
// renamed, removed or tagged `!visual`), and prints the weight of all pictures in git.
//
// A story's picture is `__screenshots__/<Name>.stories.tsx/<Story-Name>-1-chromium-linux.png` beside
// its stories file, where Story-Name is the export's name in words joined by '-' (LongText →
// Long-Text), as Vitest names the test.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && fs.existsSync(path.join(root, f)));
const pictures = files.filter((f) => /\/__screenshots__\/[^/]+\.stories\.tsx\/[^/]+-chromium-linux\.png$/.test(f));

/** Storybook's name for an export: `LongText` → 'Long Text', `EnglishWithoutEnglishName` → 'English Without English Name'. */
const storyName = (exportName) =>
  exportName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/_/g, ' ');

const taken = new Map();
function picturesOf(storiesFile) {
  if (taken.has(storiesFile)) return taken.get(storiesFile);
  const names = new Set();
  const full = path.join(root, storiesFile);
  if (fs.existsSync(full)) {
    const text = fs.readFileSync(full, 'utf8');
    const exports = [...text.matchAll(/^export const (\w+)(?::\s*Story\w*)?\s*=\s*\{/gm)];
    exports.forEach((m, i) => {
      const body = text.slice(m.index, exports[i + 1]?.index ?? text.length);
      // A story written as { ...Other, … } may still say !visual itself; only its own tags count.
      if (/tags:\s*\[[^\]]*'!visual'/.test(body)) return;
      names.add(storyName(m[1]).replace(/ /g, '-'));
    });
    if (/^const meta[\s\S]*?tags:\s*\[[^\]]*'!visual'[\s\S]*?satisfies Meta/m.test(text)) names.clear();
  }
  taken.set(storiesFile, names);
  return names;
}

const orphans = [];
const fullColour = [];
let bytes = 0;
for (const picture of pictures) {
  const png = fs.readFileSync(path.join(root, picture));
  bytes += png.length;
  // IHDR colour type 3: a palette PNG, as scripts/baselines.ts stores every baseline.
  if (png[25] !== 3) fullColour.push(picture);
  const [, dir, storiesFile, name] = /^(.*)\/__screenshots__\/([^/]+\.stories\.tsx)\/(.+)-1-chromium-linux\.png$/.exec(picture) ?? [];
  if (!dir || !picturesOf(path.join(dir, storiesFile)).has(name)) orphans.push(picture);
}
/** The whole product's pictures stay under this (issue 12): a story whose picture adds nothing says `!visual`. */
const BUDGET_MB = 40;
console.log(`${pictures.length} baselines, ${(bytes / 1e6).toFixed(1)} MB (budget ${BUDGET_MB} MB).`);
if (bytes / 1e6 > BUDGET_MB) console.error(`The baselines weigh more than ${BUDGET_MB} MB.`);
if (fullColour.length) {
  console.error(`Full-colour baselines (run \`pnpm baselines:shrink\`, then look at them and commit):\n  ${fullColour.join('\n  ')}`);
}
if (orphans.length) {
  console.error(`Pictures no story takes (delete them, or give the story back its picture):\n  ${orphans.join('\n  ')}`);
}
if (orphans.length || fullColour.length || bytes / 1e6 > BUDGET_MB) process.exit(1);
