import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-survivor',
  name: {
    en: 'Survivor',
    'zh-tw': '倖存者',
    'zh-cn': '幸存者',
    'de-ch': 'Survivor',
  },
  summary: {
    en: 'Outrun the zombie horde as the multiplier climbs and cash out before it catches you, with auto and half cash-out, up to the rescue helicopter at 10,000x.',
    'zh-tw': '甩開殭屍群，倍數不斷攀升，在被追上前兌現，支援自動兌現與半額兌現，抵達救援直升機即得10,000倍。',
    'zh-cn': '甩开僵尸群，倍数不断攀升，在被追上前兑现，支持自动兑现与半额兑现，抵达救援直升机即得10,000倍。',
    'de-ch': "Entkommen Sie der Zombiehorde, während der Multiplikator steigt, und lassen Sie sich vor dem Einholen auszahlen, mit Auto- und Halb-Auszahlung, bis zum Rettungshelikopter bei 10'000x.",
  },
  category: 'originals',
  gameType: 'crash',
  platform: ['desktop', 'mobile'],
  rtp: 97,
  volatility: 'high',
  hit_rate: 48.5,
  max_win: 10000,
  languages: ['en', 'zh-CN', 'zh-TW', 'ko', 'th', 'vi', 'id', 'pt-BR', 'es'],
  currencies: ['cny', 'usd', 'eur', 'krw', 'thb', 'vnd', 'idr', 'brl', 'mxn', 'inr'],
  countries: ['asia', 'americas', 'europe', 'africa', 'oceania'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2024-10-29',
  sizeMb: { desktop: 7.9, mobile: 6.6 },
};
