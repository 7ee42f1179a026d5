// A long claim file can run as several Vitest projects side by side (vitest.config.ts, SPLIT_FILES):
// each project runs the file with TEST_PART=<k>/<n>, and the file's top-level groups that belong to
// another part are skipped there (still collected, so the file's own checks of its test names see
// them all). Without TEST_PART, as in a run of another config, every group runs.
import { describe } from 'vitest';

/** The part this worker runs (`TEST_PART=2/3` → { part: 2, of: 3 }), or undefined for all of them. */
export function currentPart(value = process.env.TEST_PART): { part: number; of: number } | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '');
  return match ? { part: Number(match[1]), of: Number(match[2]) } : undefined;
}

/**
 * `describe` for a file split into `of` parts: the group runs in part `part` only. A file's groups
 * are spread over the parts by hand, so that each part takes about as long.
 */
export function describeInPart(part: number, of: number) {
  const current = currentPart();
  if (current && current.of !== of) throw new Error(`TEST_PART ${process.env.TEST_PART} does not split ${of} ways`);
  return !current || current.part === part ? describe : describe.skip;
}
