import { afterEach, describe, expect, it } from 'vitest';
import { actionsIo } from '../src/github/action-io.js';

// The action's inputs as @actions/core reads them from INPUT_* (issue 26, finding 8): under
// @github/local-action an empty github-token arrives as action.yml's default, unevaluated.
const NAMES = ['INPUT_GITHUB-TOKEN', 'INPUT_MODEL'];
afterEach(() => {
  for (const name of NAMES) delete process.env[name];
});

describe('actionsIo().input', () => {
  it("reads github-token's unevaluated default `${{ github.token }}` as no token", () => {
    process.env['INPUT_GITHUB-TOKEN'] = '${{ github.token }}';
    expect(actionsIo().input('github-token')).toBe('');
  });

  it('passes a real token, and any other input, as given (trimmed)', () => {
    process.env['INPUT_GITHUB-TOKEN'] = ' ghs_0123456789abcdef ';
    process.env['INPUT_MODEL'] = '${{ github.token }}';
    expect(actionsIo().input('github-token')).toBe('ghs_0123456789abcdef');
    expect(actionsIo().input('model')).toBe('${{ github.token }}');
  });
});
