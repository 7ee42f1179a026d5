// The term index built from the records, for `npm run dev` (which writes no index file) and for a
// site whose index file failed to load: a chunk of its own, so the pages of a built site do not load
// the builder or the glossary.
import { searchSynonyms } from '../../site/glossary';
import type { IndexRecord } from './rank';
import { buildTermIndex, type TermIndex } from './termIndex';

export const termIndexOf = (records: IndexRecord[]): TermIndex => buildTermIndex(records, searchSynonyms());
