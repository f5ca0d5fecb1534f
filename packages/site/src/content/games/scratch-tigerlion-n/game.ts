import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'scratch-tigerlion-n',
  name: {
    en: 'Tiger vs Lion',
    'zh-tw': '虎獅爭霸',
    'zh-cn': '虎狮争霸',
    'de-ch': 'Tiger gegen Löwe',
  },
  summary: {
    en: 'Back the Tiger or the Lion, then scratch three duels of power: win each duel for its prize, or sweep all three to be crowned King of the Beasts for 500x.',
    'zh-tw': '支持老虎或獅子，刮開三場力量對決：贏得對決即得其獎金，三場全勝封為百獸之王，贏得500倍。',
    'zh-cn': '支持老虎或狮子，刮开三场力量对决：赢得对决即得其奖金，三场全胜封为百兽之王，赢得500倍。',
    'de-ch': 'Setzen Sie auf den Tiger oder den Löwen und rubbeln Sie drei Kraftduelle frei: Jedes gewonnene Duell zahlt seinen Preis, alle drei machen Sie zum König der Tiere für 500x.',
  },
  category: 'scratch',
  gameType: 'scratch',
  platform: ['desktop', 'mobile'],
  rtp: 95.8,
  volatility: 'medium',
  hit_rate: 36.72,
  max_win: 500,
  languages: ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'km', 'id'],
  currencies: ['cny', 'usd', 'thb', 'vnd', 'khr', 'idr', 'php', 'hkd', 'twd'],
  countries: ['asia', 'africa', 'oceania'],
  availability: 'coming_soon',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2027-02-17',
  sizeMb: { desktop: 6.5, mobile: 6.2 },
};
