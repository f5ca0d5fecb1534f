import Fastify from 'fastify';
import { GAME_API_PATHS } from '@ky-wallet/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.js';
import { registerGameRoutes } from '../src/routes/game.js';
import type { GameService } from '../src/services/game.js';

/*
 * The game API's answers when the wallet cannot take a call: always HTTP 200 with a status. What
 * shows there is the route's own doing, so a stand-in service throws what the wallet would.
 */
async function gameApiThrowing(error: Error) {
  const logged: { level: number; msg: string }[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line) as { level: number; msg: string }) } },
  });
  const games = { handle: () => Promise.reject(error) } as unknown as GameService;
  await registerGameRoutes(app, games);
  const answer = await app.inject({
    method: 'POST',
    url: GAME_API_PATHS.bet,
    headers: { 'content-type': 'application/json' },
    payload: '{"request_uuid":"r-1"}',
  });
  await app.close();
  return { answer, errors: logged.filter((entry) => entry.level >= 50) };
}

describe('the game API when the wallet cannot take a call', () => {
  it('while the instance drains, asks for the same call again (RS_ERROR_UNKNOWN, Retry-After) and logs no error', async () => {
    const { answer, errors } = await gameApiThrowing(new ApiError('server_busy', 'the server is shutting down; try again', { retryAfter: 1 }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'RS_ERROR_UNKNOWN' });
    expect(answer.headers['retry-after']).toBe('1');
    expect(errors).toEqual([]);
  });

  it('on a failure of its own, asks for the same call again and logs the error', async () => {
    const { answer, errors } = await gameApiThrowing(new Error('the disk is on fire'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'RS_ERROR_UNKNOWN' });
    expect(errors).toHaveLength(1);
  });
});
