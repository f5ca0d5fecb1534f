import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'slot-golden-tiger',
  name: {
    en: 'Golden Tiger',
    'zh-tw': '金虎',
    'zh-cn': '金虎',
    'de-ch': 'Goldener Tiger',
  },
  summary: {
    en: 'A 5x3 slot with 243 ways, stacked Golden Tigers and a Gold Coin Hold & Win feature with Mini, Minor, Major and Grand jackpots.',
    'zh-tw': '5x3老虎機，243種中獎方式，金虎圖案疊加出現，金幣鎖定重轉特色遊戲附迷你、小獎、大獎及巨獎彩金。',
    'zh-cn': '5x3老虎机，243种中奖方式，金虎图案堆叠出现，金币锁定重转特色游戏附迷你、小奖、大奖及巨奖彩金。',
    'de-ch': 'Ein 5x3-Slot mit 243 Gewinnwegen, gestapelten goldenen Tigern und einem Goldmünzen-Hold-&-Win-Feature mit den Jackpots Mini, Minor, Major und Grand.',
  },
  category: 'slots',
  gameType: 'slot',
  platform: ['desktop', 'mobile'],
  rtp: 96.21,
  volatility: 'medium',
  hit_rate: 33.7,
  max_win: 2000,
  languages: ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'ko', 'ja', 'id', 'ms', 'hi'],
  currencies: ['cny', 'usd', 'hkd', 'twd', 'thb', 'vnd', 'krw', 'jpy', 'idr', 'myr', 'inr', 'php'],
  countries: ['asia', 'oceania', 'americas', 'africa'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2022-12-08',
  sizeMb: { desktop: 8.6, mobile: 7.1 },
};
