import type { GameRules } from '../../types.ts';

/** Pays for 3, 4 and 5 of a kind: way symbols per way in total bets, the scatter (last row) in total bets. */
const pays: string[][] = [
  ['0.40', '1.20', '4.00'],
  ['0.30', '0.80', '2.50'],
  ['0.25', '0.60', '2.00'],
  ['0.20', '0.50', '1.50'],
  ['0.15', '0.40', '1.20'],
  ['0.08', '0.20', '0.60'],
  ['0.08', '0.20', '0.60'],
  ['0.05', '0.15', '0.50'],
  ['0.05', '0.15', '0.50'],
  ['0.04', '0.12', '0.40'],
  ['0.04', '0.12', '0.40'],
  ['1', '5', '20'],
];
const payRows = (names: string[]): string[][] => names.map((name, i) => [name, ...(pays[i] ?? [])]);

const betLevels = '0.50, 1, 2, 5, 10, 20, 50, 100, 200, 500';

export const rules: GameRules = {
  en: {
    title: 'Monkey King: game rules',
    intro:
      'Monkey King follows Sun Wukong, the Great Sage Equal to Heaven, from the Journey to the West. The game has 5 reels of 4 rows and 1,024 ways to win. His Golden Staff lands as a wild that grows to fill the reel and carries a multiplier, and the Somersault Cloud opens the 72 Transformations free games.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          `All 1,024 ways are always played. Select the total bet with + and - from ${betLevels} in the account currency; the operator may offer fewer levels. The total bet is taken from the balance at the start of each spin.`,
        ],
        list: [
          'Spin plays one game; Max Bet sets the highest total bet without spinning.',
          'Auto Play plays 10, 25, 50, 100 or 500 spins. It stops when free games are triggered, when one win is larger than your limit, when your loss limit is reached, or when you press Stop.',
          'Turbo and Quick Stop shorten the animations; they never change a result.',
        ],
      },
      {
        heading: 'How a spin is resolved',
        paragraphs: [
          'Each of the 5 reels shows 4 symbols, giving 4 x 4 x 4 x 4 x 4 = 1,024 ways. A win is formed by the same symbol on adjacent reels from left to right, starting on reel 1, in any row. Each combination is paid once per way: the pay table value (a multiple of the total bet) multiplied by the product of the number of matching symbols on each reel of the win. Only the longest win per symbol is paid; wins on different symbols are added.',
          'The Golden Staff is wild and appears on reels 2, 3 and 4. It substitutes for every symbol except the Somersault Cloud. When a Golden Staff lands, it extends to fill all 4 rows of its reel and shows a multiplier of x1, x2 or x3. A win that uses one or more Golden Staffs is multiplied by all their multipliers multiplied together, up to x27 in the base game.',
          'The Somersault Cloud is the scatter. It appears on all reels and pays anywhere in view as a multiple of the total bet. Three or more Clouds trigger the free games.',
        ],
      },
      {
        heading: 'Pay table',
        paragraphs: ['Symbol pays are multiples of the total bet per winning way. The Somersault Cloud pays multiples of the total bet.'],
        table: {
          caption: 'Pays',
          head: ['Symbol', '3 of a kind', '4 of a kind', '5 of a kind'],
          rows: payRows([
            'Monkey King',
            'Zhu Bajie',
            'Sha Wujing',
            'Peach of Immortality',
            'Golden Headband',
            'A',
            'K',
            'Q',
            'J',
            '10',
            '9',
            'Somersault Cloud (scatter, x total bet)',
          ]),
        },
      },
      {
        heading: '72 Transformations free games',
        paragraphs: [
          'Three, four or five Somersault Clouds anywhere award 8, 12 or 20 free games at the bet of the triggering spin.',
          'Transformation: before each free game, one of the card symbols A, K, Q, J, 10 or 9 is chosen at random. For that free game, every instance of the chosen symbol on the reels transforms into the Monkey King before wins are counted.',
          'Stronger staff: in free games the Golden Staff multipliers are x2, x3 or x5, and several staffs in one win multiply together, up to x125.',
          'Three or more Clouds during free games award 8 more free games. Free game wins are added up and credited when the feature ends.',
        ],
      },
      {
        heading: 'Return to player, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.68%.',
          'The hit rate is 29.8%: about three spins in ten pay a win.',
          'The maximum win is 8,888x the total bet per game round, free games included. Once it is reached, the round ends, remaining free games are forfeited and 8,888x the total bet is paid.',
          'The RTP is a theoretical average over millions of spins; individual sessions will vary.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'Outcomes are decided by a certified random number generator on the server, not by the animation. If your connection drops during a spin, the spin is settled on the server and any win is credited to your balance. If it drops during free games, the number of free games left and the wins so far are saved, and the feature resumes the next time you open Monkey King.',
          'A malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '美猴王：游戏规则',
    intro:
      '美猴王讲述《西游记》中齐天大圣孙悟空的故事。游戏共有5个转轴、每轴4行，共1,024种中奖方式。金箍棒作为百搭落下，会伸展覆盖整轴并附带倍数；筋斗云则开启七十二变免费游戏。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          `1,024种中奖方式始终全部投注。使用 + 和 - 选择总投注，可选金额为 ${betLevels}（以账户币种计），运营商可能只提供部分档位。每局开始时从余额中扣除总投注。`,
        ],
        list: [
          '“旋转”进行一局游戏；“最大投注”设为最高总投注，但不会开始旋转。',
          '自动游戏可连续进行10、25、50、100或500局；触发免费游戏、单次中奖超过上限、达到亏损上限，或您点击“停止”时即停止。',
          '快速模式和快速停止可缩短动画，但绝不会改变结果。',
        ],
      },
      {
        heading: '每局如何结算',
        paragraphs: [
          '5个转轴各显示4个图案，共有4 x 4 x 4 x 4 x 4 = 1,024种中奖方式。中奖须从第1轴开始，由左至右在相邻转轴上出现相同图案，图案可位于任意一行。每种组合按中奖方式计算：派彩表数值（总投注的倍数）乘以中奖组合中各轴相同图案个数的乘积。每种图案只支付最长的组合，不同图案的奖金相加。',
          '金箍棒为百搭图案，出现在第2、3、4轴，可替代筋斗云以外的所有图案。金箍棒落下时会伸展覆盖该轴全部4行，并显示x1、x2或x3倍数。使用一根或多根金箍棒组成的中奖，乘以所有金箍棒倍数的乘积，基础游戏中最高x27。',
          '筋斗云为分散图案，出现在所有转轴上，在画面任何位置均可派彩，以总投注倍数计。三个或以上筋斗云可触发免费游戏。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: ['图案奖金为每种中奖方式的总投注倍数；筋斗云奖金为总投注倍数。'],
        table: {
          caption: '派彩',
          head: ['图案', '3个', '4个', '5个'],
          rows: payRows([
            '美猴王',
            '猪八戒',
            '沙悟净',
            '蟠桃',
            '紧箍',
            'A',
            'K',
            'Q',
            'J',
            '10',
            '9',
            '筋斗云（分散，总投注倍数）',
          ]),
        },
      },
      {
        heading: '七十二变免费游戏',
        paragraphs: [
          '画面任何位置出现三、四或五个筋斗云，分别获得8、12或20次免费游戏，按触发局的投注额进行。',
          '七十二变：每次免费游戏开始前，从A、K、Q、J、10、9中随机选出一个扑克图案。在该次免费游戏中，转轴上所有该图案都会在计算奖金前变成美猴王。',
          '金箍棒加强：免费游戏中金箍棒倍数为x2、x3或x5，同一中奖中的多根金箍棒倍数相乘，最高x125。',
          '免费游戏中出现三个或以上筋斗云，可再获得8次免费游戏。免费游戏的奖金累计后在特色游戏结束时派发。',
        ],
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为96.68%。',
          '中奖率为29.8%：约每十局有三局中奖。',
          '每局（包括免费游戏）的最高奖金为总投注的8,888倍。达到上限时该局立即结束，剩余免费游戏作废，并支付总投注的8,888倍。',
          '返还率是基于数百万局计算的理论平均值，单次游戏的结果会有差异。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '游戏结果由服务器上经认证的随机数生成器决定，而非动画。如在旋转过程中网络中断，该局将在服务器上完成结算，奖金派发到您的余额。如在免费游戏中网络中断，剩余免费游戏次数和已获得的奖金都会保存，下次打开美猴王时继续进行。',
          '如出现故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
};
