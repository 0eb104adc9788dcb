import { UserError } from '../../errors.js';
import type { BranchArchive } from '../../github/branch-files.js';
import type { StoredFolder } from '../stored-layout.js';
import { dashboardFiles } from './dashboard-data.js';
import { dashboardIndex, dashboardNames } from './dashboard-page.js';

/**
 * The dashboard's part of a record, added to its `changes` (paths from the branch root):
 * `NAME/dashboard/` rebuilt from the folder's history as the record leaves it, keeping only the
 * files that changed (a commit's case file is written once), and the root's `index.html` when it
 * does not list this gate yet (or the page changed), with `.nojekyll` beside the first one so
 * that Pages serves every folder as it is. A root index.html of someone else's is never replaced.
 */
export function addDashboard(
  branch: string,
  tree: BranchArchive | null,
  name: string,
  folder: StoredFolder,
  changes: Map<string, string | null>,
): void {
  const { texts } = folder;
  // The folder as the record leaves it.
  const after = new Map(texts);
  for (const [path, text] of changes) {
    const own = path.slice(name.length + 1);
    if (text === null) after.delete(own);
    else after.set(own, text);
  }
  const built = dashboardFiles(name, after);
  for (const [path, text] of built)
    if (texts.get(path) !== text) changes.set(`${name}/${path}`, text);
  for (const path of texts.keys())
    if (path.startsWith('dashboard/') && !built.has(path)) changes.set(`${name}/${path}`, null);
  // The root's index.html at the head (a folder or a symbolic link of that name is someone else's too).
  const root =
    tree?.files('', (path) => path.split('/')[0] === 'index.html', true) ??
    new Map<string, string>();
  const index = root.get('index.html');
  const names = root.size === 0 ? [] : index === undefined ? null : dashboardNames(index);
  if (names === null)
    throw new UserError(
      `baseline store: ${branch}:index.html was not written by this action's dashboard, and is not overwritten (nothing was recorded). Move that page off the data branch, or set dashboard: false.`,
    );
  const page = dashboardIndex([...names, name]);
  if (page !== index) changes.set('index.html', page);
  if (root.size === 0) changes.set('.nojekyll', '');
}
