import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'slot-candle-tomb',
  name: {
    en: 'Candle Tomb',
    'zh-tw': '燭光古墓',
    'zh-cn': '烛光古墓',
    'de-ch': 'Das Kerzengrab',
  },
  summary: {
    en: 'A 6x5 cluster-pays tomb raid with tumbling symbols, Candle multipliers up to x50 and Compass free games where the south-east candle never goes out.',
    'zh-tw': '6x5群組派彩盜墓老虎機，圖案連續掉落，蠟燭倍數最高x50，羅盤免費遊戲中東南角的蠟燭永不熄滅。',
    'zh-cn': '6x5群组派彩探墓老虎机，图案连续掉落，蜡烛倍数最高x50，罗盘免费游戏中东南角的蜡烛永不熄灭。',
    'de-ch': 'Eine Grabexpedition auf 6x5 Feldern mit Cluster-Gewinnen, fallenden Symbolen, Kerzen-Multiplikatoren bis x50 und Kompass-Freispielen, in denen die Kerze in der Südostecke nie erlischt.',
  },
  category: 'slots',
  gameType: 'slot',
  platform: ['desktop', 'mobile'],
  rtp: 96.05,
  volatility: 'high',
  hit_rate: 24.3,
  max_win: 5000,
  languages: ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'ko', 'ja', 'id', 'ms'],
  currencies: ['cny', 'usd', 'hkd', 'twd', 'thb', 'vnd', 'krw', 'jpy', 'idr', 'myr'],
  countries: ['asia', 'oceania', 'europe'],
  availability: 'coming_soon',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2027-01-20',
  sizeMb: { desktop: 9.2, mobile: 7.7 },
};
