import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/** What a game's detail page publishes (packages/site's catalogue entry). */
export interface Published {
  rtp: number;
  hit_rate: number;
  /** x the bet. */
  max_win: number;
  volatility: 'low' | 'medium' | 'high';
}

const CONTENT = new URL('../../../site/src/content/games/', import.meta.url);

/**
 * A game's catalogue entry, read from the site's content (src/content/games/<id>/game.ts): the
 * one place the figures are published. The file is TypeScript with a type-only import, so it is
 * transpiled and evaluated on its own.
 */
export async function published(id: string): Promise<Published> {
  const source = await readFile(new URL(`${id}/game.ts`, CONTENT), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const module = (await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`)) as { game: Published };
  return module.game;
}
