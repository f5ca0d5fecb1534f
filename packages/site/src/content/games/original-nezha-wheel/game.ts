import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-nezha-wheel',
  name: {
    en: 'Nezha Wheel',
    'zh-tw': '哪吒風火輪',
    'zh-cn': '哪吒风火轮',
    'de-ch': 'Nezhas Feuerrad',
  },
  summary: {
    en: 'Spin Nezha\'s 50-segment Wind Fire Wheel for up to 10x, or land the Universe Ring to spin the inner Lotus Ring for up to 100x.',
    'zh-tw': '轉動哪吒的50格風火輪，最高贏得10倍；轉中乾坤圈即可轉動內圈蓮花輪，最高100倍。',
    'zh-cn': '转动哪吒的50格风火轮，最高赢得10倍；转中乾坤圈即可转动内圈莲花轮，最高100倍。',
    'de-ch': 'Drehen Sie Nezhas Wind-Feuer-Rad mit 50 Feldern für bis zu 10x, oder treffen Sie den Universumsring und drehen Sie den inneren Lotusring für bis zu 100x.',
  },
  category: 'originals',
  gameType: 'wheel',
  platform: ['desktop', 'mobile'],
  rtp: 96.4,
  volatility: 'high',
  hit_rate: 28,
  max_win: 100,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'vi'],
  currencies: ['cny', 'hkd', 'twd', 'usd', 'jpy', 'krw', 'vnd', 'myr'],
  countries: ['asia', 'oceania', 'americas'],
  availability: 'coming_soon',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2027-01-20',
  sizeMb: { desktop: 9.1, mobile: 7.8 },
};
