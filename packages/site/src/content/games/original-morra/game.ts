import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-morra',
  name: {
    en: 'Morra',
    'zh-tw': '划拳',
    'zh-cn': '划拳',
    'de-ch': 'Morra',
  },
  summary: {
    en: 'The Dragon and Tiger hands each throw zero to five fingers: call the exact total for up to 34.2x, or bet on big or small, odd or even, a pair or the higher hand.',
    'zh-tw': '龍手與虎手各伸出零至五根手指：猜中總數最高派彩34.2倍，也可押大小、單雙、對子或哪隻手較多。',
    'zh-cn': '龙手与虎手各伸出零至五根手指：猜中总数最高派彩34.2倍，也可押大小、单双、对子或哪只手较多。',
    'de-ch': 'Die Drachen- und die Tigerhand zeigen je null bis fünf Finger: Tippen Sie die genaue Summe für bis zu 34.2x, oder setzen Sie auf gross oder klein, gerade oder ungerade, ein Paar oder die höhere Hand.',
  },
  category: 'originals',
  gameType: 'casual',
  platform: ['desktop', 'mobile'],
  rtp: 95,
  volatility: 'low',
  hit_rate: 50,
  max_win: 34.2,
  languages: ['en', 'zh-CN', 'zh-TW', 'it', 'ko', 'vi', 'th'],
  currencies: ['cny', 'hkd', 'twd', 'mop', 'usd', 'eur', 'krw', 'vnd', 'thb'],
  countries: ['asia', 'europe', 'americas'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2024-01-30',
  sizeMb: { desktop: 6.1, mobile: 6.0 },
};
