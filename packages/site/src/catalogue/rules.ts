import type { GameId, GameRules, RuleDoc, RuleLang } from '../content/types.ts';
import { guardImport } from '../app/chunkReload.ts';

/** One lazy chunk per game's rules: a rule page loads only its own game's documents. */
const ruleModules = import.meta.glob<GameRules>('../content/games/*/rules.ts', { import: 'rules' });

const loaders = new Map<string, () => Promise<GameRules>>();
for (const [path, load] of Object.entries(ruleModules)) {
  loaders.set(path.split('/').at(-2) ?? '', guardImport(load));
}

/** All of a game's rule documents (the languages of its `ruleLangs`). */
export async function loadRules(game: GameId): Promise<GameRules> {
  const load = loaders.get(game);
  if (!load) throw new Error(`no rules for ${game}`);
  return load();
}

export async function loadRuleDoc(game: GameId, lang: RuleLang): Promise<RuleDoc | undefined> {
  return (await loadRules(game))[lang];
}
