import { describe, expect, test } from 'vitest';
import { configFactsStatement, configMetaNames } from '../configFactsInPage';
import { configOptions } from '../../../site/data/configOptions';

describe('config facts in the page module', () => {
  test('finds each option a page names, once, in order, in either quote', () => {
    const source = `<ConfigMeta name="pool" />\n\ntext\n\n<ConfigMeta name='pool.type' />\n<ConfigMeta name="pool" />`;
    expect(configMetaNames(source)).toEqual(['pool', 'pool.type']);
  });

  test("the statement puts exactly the page's options' facts in the store", () => {
    const statement = configFactsStatement('<ConfigMeta name="testTimeout" />\n<ConfigMeta name="retry" />', 'x.mdx');
    const facts = JSON.parse(/Object\.assign\(__configOptions, (.*)\);/.exec(statement)?.[1] ?? 'null');
    expect(facts).toEqual({ testTimeout: configOptions.testTimeout, retry: configOptions.retry });
    expect(statement).toContain('site/data/configOptions.ts');
  });

  test('a page without blocks gets nothing; an unknown name fails the build', () => {
    expect(configFactsStatement('# Title\n\nNo options here.', 'x.mdx')).toBe('');
    expect(() => configFactsStatement('<ConfigMeta name="testTimeOut" />', 'x.mdx')).toThrow(/no such option/);
  });
});
