import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-mines',
  name: {
    en: 'Mines',
    'zh-tw': '踩地雷',
    'zh-cn': '扫雷',
    'de-ch': 'Minen',
  },
  summary: {
    en: 'Hide 1 to 24 mines in a 5x5 grid, uncover gems one by one and cash out whenever you like before you hit a mine, for up to 10,000x.',
    'zh-tw': '在5x5方格中埋下1至24顆地雷，逐一翻開寶石，在踩到地雷前隨時兌現，最高10,000倍。',
    'zh-cn': '在5x5方格中埋下1至24颗地雷，逐个翻开宝石，在踩到地雷前随时兑现，最高10,000倍。',
    'de-ch': "Verstecken Sie 1 bis 24 Minen in einem 5x5-Raster, decken Sie Edelsteine einzeln auf und lassen Sie sich jederzeit auszahlen, bevor Sie eine Mine treffen, bis 10'000x.",
  },
  category: 'originals',
  gameType: 'mines',
  platform: ['desktop', 'mobile'],
  rtp: 97,
  volatility: 'high',
  hit_rate: 66.96,
  max_win: 10000,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'fil', 'pt-BR', 'es'],
  currencies: ['cny', 'usd', 'eur', 'jpy', 'krw', 'php', 'brl', 'mxn', 'inr'],
  countries: ['asia', 'americas', 'europe', 'africa', 'oceania'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2022-06-08',
  sizeMb: { desktop: 6.8, mobile: 6.3 },
};
