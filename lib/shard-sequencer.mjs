// Vitest's `--shard k/n` with this site's partition (lib/shards.mjs): the test files of shard k of the
// content lane, balanced by their measured durations, instead of Vitest's own split by a hash of the
// file's path, which counts files and gives one shard the two slowest claim files as readily as any.
import path from 'node:path';
import { BaseSequencer } from 'vitest/node';
import { laneUnits, ofKind, partition, ROOT } from './shards.mjs';

export class ShardSequencer extends BaseSequencer {
  /**
   * @param {import('vitest/node').TestSpecification[]} files
   * @returns {Promise<import('vitest/node').TestSpecification[]>}
   */
  async shard(files) {
    const shard = this.ctx.config.shard;
    if (!shard) return files;
    const units = laneUnits('content');
    const known = new Set(ofKind(units, 'vitest'));
    const mine = new Set(ofKind(partition(units, shard.count)[shard.index - 1].units, 'vitest'));
    const relative = (/** @type {string} */ file) => path.relative(ROOT, file).split(path.sep).join('/');
    const unknown = files.map((spec) => relative(spec.moduleId)).filter((file) => !known.has(file));
    if (unknown.length > 0)
      throw new Error(`--shard: not a test file of the content lane (lib/shards.mjs): ${unknown.join(', ')}`);
    return files.filter((spec) => mine.has(relative(spec.moduleId)));
  }
}
