import type { GameRules } from '../../types.ts';

/** Cluster pays as multiples of the total bet, for cluster sizes 5-6, 7-8, 9-10, 11-12, 13-14 and 15+. */
const pays: string[][] = [
  ['1.00', '2.00', '5.00', '10.00', '25.00', '100.00'],
  ['0.80', '1.50', '3.00', '8.00', '20.00', '60.00'],
  ['0.60', '1.00', '2.50', '5.00', '15.00', '40.00'],
  ['0.50', '0.80', '2.00', '4.00', '10.00', '30.00'],
  ['0.25', '0.50', '1.00', '2.00', '5.00', '15.00'],
  ['0.20', '0.40', '0.80', '1.50', '4.00', '12.00'],
  ['0.15', '0.30', '0.60', '1.20', '3.00', '10.00'],
  ['0.10', '0.25', '0.50', '1.00', '2.50', '8.00'],
];
const sizes = ['5-6', '7-8', '9-10', '11-12', '13-14', '15+'];
const payRows = (names: string[]): string[][] => names.map((name, i) => [name, ...(pays[i] ?? [])]);

/** Compass scatter: count, total-bet pay, free games awarded. */
const compasses: string[][] = [
  ['4', '3', '10'],
  ['5', '5', '12'],
  ['6+', '100', '15'],
];

const betLevels = '0.20, 0.50, 1, 2, 5, 10, 20, 50, 100';
const candleValues = 'x2, x3, x5, x10, x25, x50';

export const rules: GameRules = {
  en: {
    title: 'Candle Tomb: game rules',
    intro:
      'Candle Tomb sends a band of tomb explorers into a sealed imperial burial chamber, lit only by the candles they carry. The game uses a 6x5 grid with cluster pays and tumbling symbols. Candles carry multipliers that boost every win in a tumble sequence, and in the Compass free games the candle in the south-east corner never goes out: its multiplier only grows.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          `Choose the total bet with + and - from ${betLevels} in the account currency; the operator may offer a narrower range. There are no lines to select: every spin plays the whole grid. The total bet is deducted at the start of the spin.`,
        ],
        list: [
          'Spin plays one game; Max Bet selects the highest total bet without spinning.',
          'Auto Play plays 10, 25, 50 or 100 spins and stops when free games are won, when a win exceeds your single-win limit, when your loss limit is reached, or when you press Stop.',
          'Turbo shortens the tumble animation; results are unchanged.',
        ],
      },
      {
        heading: 'How a spin is resolved',
        paragraphs: [
          'The grid has 6 columns and 5 rows (30 positions). There are no paylines and wins are not read from left to right. A cluster win is 5 or more identical symbols connected horizontally or vertically; diagonal neighbours do not connect. Each cluster pays according to its size, and all clusters in view are paid and added together.',
          'Tumbles: after clusters are paid, their symbols are removed, the symbols above fall down to fill the gaps and new symbols drop in from the top. New clusters are then paid, and tumbling continues until no new cluster forms. A spin and all its tumbles form one tumble sequence.',
          'There is no wild in this game. The Candle and the Feng Shui Compass are special symbols: they never form clusters and are not removed by tumbles.',
        ],
      },
      {
        heading: 'Pay table',
        paragraphs: ['Pays are multiples of the total bet for one cluster of the given size, before any Candle multiplier.'],
        table: {
          caption: 'Cluster pays by cluster size',
          head: ['Symbol', ...sizes],
          rows: payRows(['Jade Burial Suit', 'Golden Mask', 'Bronze Mirror', 'Luoyang Spade', 'Paper Talisman', 'Oil Lamp', 'Jade Cicada', 'Copper Coin']),
        },
      },
      {
        heading: 'Candle multipliers',
        paragraphs: [
          `A Candle can land on any spin or tumble and shows a multiplier of ${candleValues}. When a tumble sequence ends, if it paid at least one win, the multipliers of all Candles in view are added together and the total win of the sequence is multiplied by that sum. If the sequence paid nothing, the Candles have no effect.`,
        ],
      },
      {
        heading: 'Compass free games',
        paragraphs: [
          'Four, five, or six or more Feng Shui Compasses anywhere at the end of a tumble sequence award the scatter prize and 10, 12 or 15 free games at the bet of the triggering spin.',
          'The South-East Candle: during free games an extra candle burns in the south-east corner of the tomb, beside the grid. Its multiplier starts at zero. Whenever a tumble sequence pays a win, the values of any Candles in view are first added to the South-East Candle, and the win of that sequence is then multiplied by the South-East Candle value; while the value is still zero, the win is paid without a multiplier. The South-East Candle never resets during the feature.',
          'Three or more Compasses during free games award 5 more free games.',
        ],
        table: {
          caption: 'Feng Shui Compass scatter',
          head: ['Compasses', 'Pays (x total bet)', 'Free games'],
          rows: compasses,
        },
      },
      {
        heading: 'Return to player, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.05%.',
          'The hit rate is 24.3%: about one spin in four produces at least one cluster win.',
          'The maximum win is 5,000x the total bet per game round, free games included. When it is reached, the tumbles and any remaining free games stop and 5,000x the total bet is paid.',
          'The RTP is a theoretical value over a very large number of spins; actual short-term results vary.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'The outcome of each spin, including all of its tumbles and Candles, is fixed by a certified random number generator on the server when the spin starts. If the connection is lost, the result is completed on the server and credited to your balance. During free games, the remaining free games and the South-East Candle value are saved and the feature resumes when you reconnect.',
          'A malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '烛光古墓：游戏规则',
    intro:
      '烛光古墓讲述一支探墓队伍进入一座封闭的帝王墓室，全凭手中烛光照明。游戏采用6x5格子、群组派彩和图案掉落玩法。蜡烛带有倍数，可放大一轮掉落中的所有奖金；在罗盘免费游戏中，东南角的蜡烛永不熄灭，倍数只增不减。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          `使用 + 和 - 选择总投注，可选金额为 ${betLevels}（以账户币种计），运营商可能只提供部分金额。本游戏无需选择赔付线，每局均使用整个格子。每局开始时扣除总投注。`,
        ],
        list: [
          '“旋转”进行一局游戏；“最大投注”选择最高总投注，但不会开始旋转。',
          '自动游戏可连续进行10、25、50或100局；赢得免费游戏、单次中奖超过上限、达到亏损上限，或您点击“停止”时即停止。',
          '快速模式缩短掉落动画，结果不变。',
        ],
      },
      {
        heading: '每局如何结算',
        paragraphs: [
          '格子共6列5行，共30个位置。本游戏没有赔付线，也不按由左至右计算。5个或以上相同图案以横向或纵向相连即构成群组中奖，斜向相邻不算相连。每个群组按其大小派彩，画面上所有群组的奖金相加。',
          '掉落：群组派彩后，其图案被移除，上方图案向下掉落填补空位，顶部落下新图案。随后再计算新的群组，如此持续，直至不再形成新群组。一次旋转及其全部掉落构成一轮掉落。',
          '本游戏没有百搭。蜡烛和风水罗盘为特殊图案，不组成群组，也不会因掉落而移除。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: ['以下为单个群组按大小计算的奖金，以总投注倍数计，未计蜡烛倍数。'],
        table: {
          caption: '按群组大小计算的奖金',
          head: ['图案', ...sizes],
          rows: payRows(['金缕玉衣', '黄金面具', '青铜镜', '洛阳铲', '黄符', '长明灯', '玉蝉', '铜钱']),
        },
      },
      {
        heading: '蜡烛倍数',
        paragraphs: [
          `蜡烛可在任何一次旋转或掉落中出现，显示 ${candleValues} 倍数。一轮掉落结束时，如该轮至少有一次中奖，画面上所有蜡烛的倍数相加，该轮总奖金乘以相加后的倍数。如该轮没有中奖，蜡烛不起作用。`,
        ],
      },
      {
        heading: '罗盘免费游戏',
        paragraphs: [
          '一轮掉落结束时，画面任何位置出现四个、五个或六个及以上风水罗盘，可获得分散奖金，以及10、12或15次免费游戏，按触发局的投注额进行。',
          '东南角蜡烛：免费游戏期间，墓室东南角（格子旁边）会点起一支额外的蜡烛，其倍数从零开始。每当一轮掉落中奖时，画面上所有蜡烛的倍数先加到东南角蜡烛上，然后该轮奖金乘以东南角蜡烛的倍数；如倍数仍为零，该轮奖金不乘倍数直接派发。在特色游戏期间，东南角蜡烛的倍数永不重置。',
          '免费游戏中出现三个或以上罗盘，可再获得5次免费游戏。',
        ],
        table: {
          caption: '风水罗盘分散图案',
          head: ['罗盘个数', '奖金（总投注倍数）', '免费游戏次数'],
          rows: compasses,
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为96.05%。',
          '中奖率为24.3%：约每四局有一局至少出现一个群组中奖。',
          '每局（包括免费游戏）的最高奖金为总投注的5,000倍。达到上限时，掉落及剩余免费游戏均停止，并支付总投注的5,000倍。',
          '返还率是基于大量游戏局数的理论数值，短期实际结果会有差异。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '每局结果（包括全部掉落和蜡烛）均在旋转开始时由服务器上经认证的随机数生成器确定。如连接中断，服务器会完成该局并将奖金派发到您的余额。免费游戏期间，剩余免费游戏次数和东南角蜡烛倍数都会保存，重新连接后继续进行。',
          '如出现故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '燭光古墓：遊戲規則',
    intro:
      '燭光古墓講述一支探墓隊伍進入一座封閉的帝王墓室，全憑手中燭光照明。遊戲採用6x5格子、群組派彩及圖案掉落玩法。蠟燭帶有倍數，可放大一輪掉落中的所有派彩；在羅盤免費遊戲中，東南角的蠟燭永不熄滅，倍數只增不減。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          `使用 + 和 - 選擇總投注，可選金額為 ${betLevels}（以帳戶幣別計），營運商可能只提供部分金額。本遊戲無須選擇連線，每局均使用整個格子。每局開始時扣除總投注。`,
        ],
        list: [
          '「旋轉」進行一局遊戲；「最高投注」選擇最高總投注，但不會開始旋轉。',
          '自動遊戲可連續進行10、25、50或100局；贏得免費遊戲、單次中獎超過上限、達到虧損上限，或您點選「停止」時即停止。',
          '快速模式縮短掉落動畫，結果不變。',
        ],
      },
      {
        heading: '每局如何結算',
        paragraphs: [
          '格子共6欄5列，共30個位置。本遊戲沒有連線，也不依由左至右計算。5個或以上相同圖案以橫向或縱向相連即構成群組中獎，斜向相鄰不算相連。每個群組依其大小派彩，畫面上所有群組的派彩相加。',
          '掉落：群組派彩後，其圖案被移除，上方圖案向下掉落填補空位，頂端落下新圖案。隨後再計算新的群組，如此持續，直到不再形成新群組。一次旋轉及其全部掉落構成一輪掉落。',
          '本遊戲沒有百搭。蠟燭及風水羅盤為特殊圖案，不組成群組，也不會因掉落而移除。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: ['以下為單一群組依大小計算的派彩，以總投注倍數計，未計蠟燭倍數。'],
        table: {
          caption: '依群組大小計算的派彩',
          head: ['圖案', ...sizes],
          rows: payRows(['金縷玉衣', '黃金面具', '青銅鏡', '洛陽鏟', '黃符', '長明燈', '玉蟬', '銅錢']),
        },
      },
      {
        heading: '蠟燭倍數',
        paragraphs: [
          `蠟燭可在任何一次旋轉或掉落中出現，顯示 ${candleValues} 倍數。一輪掉落結束時，如該輪至少有一次中獎，畫面上所有蠟燭的倍數相加，該輪總派彩乘以相加後的倍數。如該輪沒有中獎，蠟燭不起作用。`,
        ],
      },
      {
        heading: '羅盤免費遊戲',
        paragraphs: [
          '一輪掉落結束時，畫面任何位置出現四個、五個或六個以上風水羅盤，可獲得分散派彩，以及10、12或15次免費遊戲，按觸發局的投注額進行。',
          '東南角蠟燭：免費遊戲期間，墓室東南角（格子旁邊）會點起一支額外的蠟燭，其倍數從零開始。每當一輪掉落中獎時，畫面上所有蠟燭的倍數先加到東南角蠟燭上，然後該輪派彩乘以東南角蠟燭的倍數；如倍數仍為零，該輪派彩不乘倍數直接派發。在特色遊戲期間，東南角蠟燭的倍數永不重置。',
          '免費遊戲中出現三個或以上羅盤，可再獲得5次免費遊戲。',
        ],
        table: {
          caption: '風水羅盤分散圖案',
          head: ['羅盤個數', '派彩（總投注倍數）', '免費遊戲次數'],
          rows: compasses,
        },
      },
      {
        heading: '返還率、中獎率與最高獎金',
        list: [
          '理論返還率（RTP）為96.05%。',
          '中獎率為24.3%：約每四局有一局至少出現一個群組中獎。',
          '每局（包括免費遊戲）的最高獎金為總投注的5,000倍。達到上限時，掉落及剩餘免費遊戲均停止，並支付總投注的5,000倍。',
          '返還率是根據大量遊戲局數的理論數值，短期實際結果會有差異。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '每局結果（包括全部掉落及蠟燭）均在旋轉開始時由伺服器上經認證的亂數產生器決定。如連線中斷，伺服器會完成該局並將派彩撥入您的餘額。免費遊戲期間，剩餘免費遊戲次數及東南角蠟燭倍數都會保存，重新連線後繼續進行。',
          '如出現故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
