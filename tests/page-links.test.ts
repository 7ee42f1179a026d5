// `npm run check:pages`' link check: the links and `#anchors` of the pages it checks (the pages changed
// against main, or the pages named), decided and reported as `npm run build` does
// (tests/helpers/page-links.ts; tests/page-links-agree.test.ts checks that the two agree). The pages
// come in CHECK_PAGES, one path from the repository root per line; without it (`npm test`, where the
// build checks every page) there is nothing to check.
import { beforeAll, describe, expect, test } from 'vitest';
import config from '../rspress.config';
import { checkPageLinks, type PageLinkProblem } from './helpers/page-links';

const pages = (process.env.CHECK_PAGES ?? '').split('\n').filter(Boolean);

describe.skipIf(pages.length === 0)('the links and anchors of the checked pages are live, as the build decides', () => {
  let problems: PageLinkProblem[] = [];
  beforeAll(async () => {
    problems = await checkPageLinks({ config, pages });
  });

  test.each(pages)('%s', (page) => {
    const reports = problems.filter((problem) => problem.page === page).map((problem) => problem.message);
    if (reports.length === 0) return;
    // The build's report as it prints it, without a stack trace under it.
    const error = new Error(reports.join('\n'));
    error.stack = error.message;
    throw error;
  });

  test('Rspress logged no other error while compiling them', () => {
    expect(problems.filter((problem) => problem.page === '').map((problem) => problem.message)).toEqual([]);
  });
});
