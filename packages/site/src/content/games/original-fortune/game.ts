import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-fortune',
  name: {
    en: 'Temple Fortune',
    'zh-tw': '靈籤求財',
    'zh-cn': '灵签求财',
    'de-ch': 'Tempelglück',
  },
  summary: {
    en: 'Shake the temple cylinder until one of 100 fortune sticks falls out, then throw the moon blocks to double your win up to three times, for up to 200x.',
    'zh-tw': '搖動廟裡的籤筒，從100支靈籤中求得一支，再擲筊最多三次讓贏額加倍，最高200倍。',
    'zh-cn': '摇动庙里的签筒，从100支灵签中求得一支，再掷筊最多三次让赢额翻倍，最高200倍。',
    'de-ch': 'Schütteln Sie den Tempelbecher, bis eines von 100 Orakelstäbchen herausfällt, und werfen Sie dann die Mondklötze, um Ihren Gewinn bis zu dreimal zu verdoppeln, bis 200x.',
  },
  category: 'originals',
  gameType: 'lottery',
  platform: ['desktop', 'mobile'],
  rtp: 95.8,
  volatility: 'medium',
  hit_rate: 43,
  max_win: 200,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'vi', 'th'],
  currencies: ['cny', 'hkd', 'twd', 'usd', 'myr', 'sgd', 'thb', 'vnd'],
  countries: ['asia', 'oceania', 'americas', 'europe'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2023-01-18',
  sizeMb: { desktop: 8.7, mobile: 7.4 },
};
