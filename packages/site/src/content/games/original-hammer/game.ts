import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-hammer',
  name: {
    en: 'Hammer Strike',
    'zh-tw': '大力錘',
    'zh-cn': '大力锤',
    'de-ch': 'Hau den Lukas',
  },
  summary: {
    en: 'Set a target mark on the fairground strength tower, swing the hammer and win if the puck flies to your mark or higher: any target from 1.01x to 5,000x.',
    'zh-tw': '在遊樂場的測力塔上設定目標刻度，揮下大錘，只要滑塊飛到目標刻度或更高即可獲勝：目標可設1.01倍至5,000倍。',
    'zh-cn': '在游乐场的测力塔上设定目标刻度，挥下大锤，只要滑块飞到目标刻度或更高即可获胜：目标可设1.01倍至5,000倍。',
    'de-ch': "Setzen Sie eine Zielmarke am Kraftmesser auf dem Rummelplatz, schwingen Sie den Hammer und gewinnen Sie, wenn der Schlitten Ihre Marke oder höher erreicht: jedes Ziel von 1.01x bis 5'000x.",
  },
  category: 'originals',
  gameType: 'casual',
  platform: ['desktop', 'mobile'],
  rtp: 98,
  volatility: 'very_high',
  hit_rate: 49,
  max_win: 5000,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'de', 'fil', 'es'],
  currencies: ['cny', 'usd', 'eur', 'chf', 'jpy', 'krw', 'php', 'mxn', 'clp'],
  countries: ['asia', 'europe', 'americas', 'oceania'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2025-02-27',
  sizeMb: { desktop: 6.5, mobile: 6.0 },
};
