import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-dice',
  name: {
    en: 'Dice',
    'zh-tw': '骰子',
    'zh-cn': '骰子',
    'de-ch': 'Würfel',
  },
  summary: {
    en: 'Roll a number from 0.00 to 99.99: pick Roll Under or Roll Over, set your own win chance from 0.10% to 95% and the multiplier follows, up to 990x.',
    'zh-tw': '擲出0.00至99.99之間的數字：選擇「小於」或「大於」，自訂0.10%至95%的勝率，倍數隨之調整，最高990倍。',
    'zh-cn': '掷出0.00至99.99之间的数字：选择“小于”或“大于”，自定0.10%至95%的胜率，倍数随之调整，最高990倍。',
    'de-ch': 'Würfeln Sie eine Zahl von 0.00 bis 99.99: Wählen Sie «Unter» oder «Über», legen Sie Ihre Gewinnchance zwischen 0.10% und 95% fest, der Multiplikator passt sich an, bis 990x.',
  },
  category: 'originals',
  gameType: 'dice',
  platform: ['desktop', 'mobile'],
  rtp: 99,
  volatility: 'medium',
  hit_rate: 49.5,
  max_win: 990,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th', 'vi', 'id'],
  currencies: ['cny', 'usd', 'eur', 'jpy', 'krw', 'thb', 'vnd', 'idr', 'php'],
  countries: ['asia', 'europe', 'americas', 'oceania'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2022-03-15',
  sizeMb: { desktop: 7.6, mobile: 6.1 },
};
