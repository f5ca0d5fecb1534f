import type { GameRules } from '../../types.ts';

/** Prize per symbol (multiple of the ticket price) and odds per ticket (1 in N), shared by every language. */
const prizes: [number, string, string][] = [
  [0, '1,000', '200,000'],
  [1, '100', '4,000'],
  [2, '25', '400'],
  [3, '10', '125'],
  [4, '5', '40'],
  [5, '3', '20'],
  [6, '2', '10'],
  [7, '1', '8'],
];

const pearl: [string, string][] = [
  ['x1', '85%'],
  ['x2', '10%'],
  ['x3', '3%'],
  ['x5', '2%'],
];

const priceList = '0.50, 1, 2, 5, 10, 20, 50, 100, 200, 500';

const symbolsEn = ['Golden Dragon', 'Phoenix', 'Jade Pendant', 'Koi', 'Red Envelope', 'Firecracker', 'Lantern', 'Gold Coin'];
const symbolsCn = ['金龙', '凤凰', '玉佩', '锦鲤', '红包', '鞭炮', '灯笼', '金币'];
const symbolsTw = ['金龍', '鳳凰', '玉珮', '錦鯉', '紅包', '鞭炮', '燈籠', '金幣'];

export const rules: GameRules = {
  en: {
    title: 'Year of the Dragon Scratch: game rules',
    intro:
      'Year of the Dragon Scratch is an instant-win scratch card for the Lunar New Year. Each ticket has a 3x3 scratch area of nine hidden symbols and a separate Dragon Pearl box. Find three identical symbols to win the prize for that symbol, multiplied by the Dragon Pearl.',
    sections: [
      {
        heading: 'How to buy a ticket',
        paragraphs: [
          `Choose a ticket price with the + and - buttons. The available prices are ${priceList} in the account currency; the operator may offer a narrower range. All prizes are multiples of the ticket price.`,
          'Press Buy to purchase one ticket. The ticket price is deducted from the balance at the moment of purchase, and a ticket cannot be cancelled or refunded once bought.',
        ],
        list: [
          'Scratch: drag a finger or the mouse over a cell to scratch it, or tap a cell to reveal it.',
          'Reveal All: uncovers the whole ticket, including the Dragon Pearl box, at once.',
          'Auto Play: buys and reveals 10, 25, 50 or 100 tickets in a row at the chosen price. It stops when the balance is too low for the next ticket, when a single win exceeds the limit you set, when the connection is lost, or when you press Stop.',
        ],
      },
      {
        heading: 'How a ticket is resolved',
        paragraphs: [
          'The outcome of a ticket is fixed by the certified random number generator when the ticket is bought. Scratching only reveals the outcome; the order or speed in which cells are scratched has no effect on it.',
          'The scratch area holds nine symbols in three rows of three. If the same symbol appears three times anywhere in the nine cells, the ticket wins the prize shown for that symbol in the pay table. The three symbols do not need to be in a row, a column or a diagonal. Each ticket contains at most one winning set of three symbols, so a ticket pays at most one prize.',
          'The Dragon Pearl box is revealed on every ticket and shows x1, x2, x3 or x5. On a winning ticket the prize is multiplied by the Dragon Pearl value; on a losing ticket the Dragon Pearl has no effect. The win is credited to the balance as soon as the ticket is fully revealed.',
        ],
      },
      {
        heading: 'Pay table',
        paragraphs: ['Prizes are multiples of the ticket price, before the Dragon Pearl multiplier. Odds are per ticket.'],
        table: {
          caption: 'Three matching symbols',
          head: ['Symbol', 'Prize (x ticket price)', 'Odds (1 in)'],
          rows: prizes.map(([i, prize, odds]) => [symbolsEn[i] ?? '', prize, odds]),
        },
      },
      {
        heading: 'Dragon Pearl multiplier',
        paragraphs: [
          'The Dragon Pearl multiplier does not depend on the nine symbols: on every ticket, winning or not, it shows each value with the probability below. Its average value is 1.24.',
        ],
        table: {
          caption: 'Dragon Pearl values',
          head: ['Multiplier', 'Probability'],
          rows: pearl,
        },
      },
      {
        heading: 'Return to player, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 95.79%: the prizes and odds in the pay table return 77.25% of the ticket price, and the average Dragon Pearl multiplier of 1.24 raises this to 95.79%.',
          'The hit rate is 31.08%: about one ticket in 3.2 wins a prize. A 1x prize with a x1 Dragon Pearl returns the ticket price.',
          'The maximum win is 5,000x the ticket price: three Golden Dragons (1,000x) with a x5 Dragon Pearl. The odds of this win are 1 in 10,000,000 per ticket.',
          'RTP is a long-term statistical figure calculated over a very large number of tickets; results over a short period can differ widely from it.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'If the connection is lost after a ticket has been bought, the ticket and its outcome are kept on the server. When you return to the game, the unfinished ticket is shown again and you can continue scratching. If you do not return, the ticket is revealed automatically and any win is credited to your balance. Your ticket history is available from the menu.',
          'A malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '龙年刮刮乐：游戏规则',
    intro:
      '龙年刮刮乐是一款农历新年主题的即开型刮刮乐。每张彩票有一个3x3的刮区，藏有九个图案，另有一个独立的龙珠框。刮出三个相同图案即可赢得该图案对应的奖金，并乘以龙珠倍数。',
    sections: [
      {
        heading: '如何购买彩票',
        paragraphs: [
          `使用 + 和 - 按钮选择票价。可选票价为 ${priceList}（以账户币种计），运营商可能只提供其中部分票价。所有奖金均以票价的倍数计算。`,
          '点击“购买”即购买一张彩票。票价在购买时从余额中扣除，彩票一经购买不可取消或退款。',
        ],
        list: [
          '刮开：用手指或鼠标在格子上拖动即可刮开，也可点击格子直接揭开。',
          '全部揭开：一次性揭开整张彩票，包括龙珠框。',
          '自动游戏：以所选票价连续购买并揭开10、25、50或100张彩票。余额不足以购买下一张、单次中奖超过您设定的上限、网络连接中断或您点击“停止”时，自动游戏即停止。',
        ],
      },
      {
        heading: '彩票结果如何确定',
        paragraphs: [
          '每张彩票的结果在购买时由经认证的随机数生成器确定。刮开只是显示结果，刮开格子的顺序或快慢不会影响结果。',
          '刮区共有九个图案，排成三行三列。如果同一图案在九个格子中任意位置出现三次，该彩票即赢得派彩表中该图案对应的奖金。三个图案无需位于同一行、同一列或对角线上。每张彩票最多只有一组三个相同的中奖图案，因此每张彩票最多获得一项奖金。',
          '每张彩票都会揭开龙珠框，显示x1、x2、x3或x5。中奖彩票的奖金乘以龙珠倍数；未中奖彩票的龙珠没有作用。彩票全部揭开后，奖金立即派发到余额。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: ['奖金为票价的倍数，未计龙珠倍数。中奖概率按每张彩票计算。'],
        table: {
          caption: '三个相同图案',
          head: ['图案', '奖金（票价倍数）', '中奖概率（1/N）'],
          rows: prizes.map(([i, prize, odds]) => [symbolsCn[i] ?? '', prize, odds]),
        },
      },
      {
        heading: '龙珠倍数',
        paragraphs: ['龙珠倍数与九个图案无关：无论是否中奖，每张彩票的龙珠都按下表的概率显示各倍数，平均值为1.24。'],
        table: {
          caption: '龙珠倍数',
          head: ['倍数', '概率'],
          rows: pearl,
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为95.79%：派彩表中的奖金与概率返还票价的77.25%，平均1.24倍的龙珠倍数将其提升至95.79%。',
          '中奖率为31.08%：约每3.2张彩票有一张中奖。1倍奖金配x1龙珠即返还票价。',
          '最高奖金为票价的5,000倍：三个金龙（1,000倍）配x5龙珠。每张彩票获得该奖金的概率为1/10,000,000。',
          '返还率是基于大量彩票计算的长期统计数值，短期结果可能与之相差很大。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '如在购买彩票后网络连接中断，彩票及其结果将保存在服务器上。重新进入游戏时，未完成的彩票会再次显示，您可以继续刮开。如您未返回游戏，系统将自动揭开该彩票，所得奖金派发到您的余额。您可在菜单中查看彩票记录。',
          '如出现故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '龍年刮刮樂：遊戲規則',
    intro:
      '龍年刮刮樂是一款農曆新年主題的即開型刮刮樂。每張彩券有一個3x3的刮區，藏有九個圖案，另有一個獨立的龍珠框。刮出三個相同圖案即可贏得該圖案對應的獎金，並乘以龍珠倍數。',
    sections: [
      {
        heading: '如何購買彩券',
        paragraphs: [
          `使用 + 和 - 按鈕選擇票價。可選票價為 ${priceList}（以帳戶幣別計），營運商可能只提供其中部分票價。所有獎金均以票價的倍數計算。`,
          '點選「購買」即購買一張彩券。票價在購買時從餘額中扣除，彩券一經購買不可取消或退款。',
        ],
        list: [
          '刮開：用手指或滑鼠在格子上拖曳即可刮開，也可點選格子直接揭開。',
          '全部揭開：一次揭開整張彩券，包括龍珠框。',
          '自動遊戲：以所選票價連續購買並揭開10、25、50或100張彩券。餘額不足以購買下一張、單次中獎超過您設定的上限、網路連線中斷或您點選「停止」時，自動遊戲即停止。',
        ],
      },
      {
        heading: '彩券結果如何決定',
        paragraphs: [
          '每張彩券的結果在購買時由經認證的亂數產生器決定。刮開只是顯示結果，刮開格子的順序或快慢不會影響結果。',
          '刮區共有九個圖案，排成三列三欄。如果同一圖案在九個格子中任意位置出現三次，該彩券即贏得派彩表中該圖案對應的獎金。三個圖案無須位於同一列、同一欄或對角線上。每張彩券最多只有一組三個相同的中獎圖案，因此每張彩券最多獲得一項獎金。',
          '每張彩券都會揭開龍珠框，顯示x1、x2、x3或x5。中獎彩券的獎金乘以龍珠倍數；未中獎彩券的龍珠沒有作用。彩券全部揭開後，獎金立即派發至餘額。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: ['獎金為票價的倍數，未計龍珠倍數。中獎機率按每張彩券計算。'],
        table: {
          caption: '三個相同圖案',
          head: ['圖案', '獎金（票價倍數）', '中獎機率（1/N）'],
          rows: prizes.map(([i, prize, odds]) => [symbolsTw[i] ?? '', prize, odds]),
        },
      },
      {
        heading: '龍珠倍數',
        paragraphs: ['龍珠倍數與九個圖案無關：無論是否中獎，每張彩券的龍珠都按下表的機率顯示各倍數，平均值為1.24。'],
        table: {
          caption: '龍珠倍數',
          head: ['倍數', '機率'],
          rows: pearl,
        },
      },
      {
        heading: '返還率、中獎率與最高獎金',
        list: [
          '理論返還率（RTP）為95.79%：派彩表中的獎金與機率返還票價的77.25%，平均1.24倍的龍珠倍數將其提升至95.79%。',
          '中獎率為31.08%：約每3.2張彩券有一張中獎。1倍獎金配x1龍珠即返還票價。',
          '最高獎金為票價的5,000倍：三個金龍（1,000倍）配x5龍珠。每張彩券獲得該獎金的機率為1/10,000,000。',
          '返還率是根據大量彩券計算的長期統計數值，短期結果可能與之相差甚大。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '如在購買彩券後網路連線中斷，彩券及其結果將保存在伺服器上。重新進入遊戲時，未完成的彩券會再次顯示，您可以繼續刮開。如您未返回遊戲，系統將自動揭開該彩券，所得獎金派發至您的餘額。您可在選單中查看彩券紀錄。',
          '如出現故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
