import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'scratch-encounter-n',
  name: {
    en: 'Encounter',
    'zh-tw': '鵲橋相會',
    'zh-cn': '鹊桥相会',
    'de-ch': 'Begegnung',
  },
  summary: {
    en: 'A Qixi scratch card: match the magpies\' numbers to the Altair and Vega star numbers, find the Magpie Bridge and reunite the lovers for up to 520x.',
    'zh-tw': '七夕刮刮樂：刮開喜鵲的號碼，對中牛郎星與織女星號碼，找到鵲橋，讓有情人相會，最高520倍。',
    'zh-cn': '七夕刮刮乐：刮开喜鹊的号码，对中牛郎星与织女星号码，找到鹊桥，让有情人相会，最高520倍。',
    'de-ch': 'Ein Qixi-Rubbellos: Vergleichen Sie die Zahlen der Elstern mit den Sternzahlen von Altair und Wega, finden Sie die Elsternbrücke und vereinen Sie das Liebespaar, bis 520x.',
  },
  category: 'scratch',
  gameType: 'scratch',
  platform: ['desktop', 'mobile'],
  rtp: 95,
  volatility: 'medium',
  hit_rate: 39.03,
  max_win: 520,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'vi', 'ms'],
  currencies: ['cny', 'usd', 'hkd', 'twd', 'sgd', 'myr', 'jpy', 'krw', 'vnd'],
  countries: ['asia', 'oceania', 'americas'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2025-08-29',
  sizeMb: { desktop: 6.4, mobile: 6.1 },
};
