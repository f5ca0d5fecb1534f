import type { GameRules } from '../../types.ts';

/** Pays per way for 3, 4 and 5 of a kind, as multiples of the total bet. */
const pays: string[][] = [
  ['0.50', '1.50', '5.00'],
  ['0.40', '1.00', '3.00'],
  ['0.30', '0.80', '2.00'],
  ['0.25', '0.60', '1.50'],
  ['0.10', '0.25', '0.80'],
  ['0.10', '0.25', '0.80'],
  ['0.05', '0.20', '0.60'],
  ['0.05', '0.20', '0.60'],
  ['0.05', '0.15', '0.50'],
];
const payRows = (names: string[]): string[][] => names.map((name, i) => [name, ...(pays[i] ?? [])]);

/** Fixed jackpots, as multiples of the total bet. */
const jackpots = ['10', '25', '100', '1,000'];
const jackpotRows = (names: string[]): string[][] => names.map((name, i) => [name, jackpots[i] ?? '']);

const betLevels = '0.30, 0.60, 0.90, 1.50, 3, 6, 9, 15, 30, 60, 150, 300';
const coinValues = '0.5x, 1x, 2x, 3x, 5x, 8x, 10x, 20x';

export const rules: GameRules = {
  en: {
    title: 'Golden Tiger: game rules',
    intro:
      'Golden Tiger is a 5-reel, 3-row slot with 243 ways to win. Stacks of Golden Tigers can fill the reels, and landing six or more Gold Coins starts the Hold & Win feature, where coins lock in place, respins reset and four fixed jackpots can be won, up to the Grand jackpot for filling the screen.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          `All 243 ways are always played. Choose the total bet with + and - from ${betLevels} in the account currency; the operator may restrict the range. The total bet is deducted when each spin starts.`,
        ],
        list: [
          'Spin plays one game at the current total bet.',
          'Max Bet selects the highest total bet; it does not spin.',
          'Auto Play plays 10, 25, 50 or 100 spins and stops when Hold & Win is triggered, when a single win exceeds your limit, when your loss limit is reached, or when you press Stop.',
          'Turbo makes the reels stop faster. Results are not affected.',
        ],
      },
      {
        heading: 'How a spin is resolved',
        paragraphs: [
          'The reels show 5 columns of 3 symbols, giving 243 ways. A win needs matching symbols on adjacent reels from left to right, starting on reel 1; each symbol can be in any row of its reel. The number of ways a win is paid is the number of matching symbols on reel 1 multiplied by the number on reel 2, and so on for each reel in the win.',
          'A win pays the pay table value (a multiple of the total bet) multiplied by the number of ways. For each symbol only the longest combination is paid; wins for different symbols are added together.',
          'The Golden Paw is wild. It appears on reels 2, 3 and 4 and substitutes for every symbol except the Gold Coin. Golden Tigers can land in stacks on every reel, so several tiger ways often pay at once.',
          'The Gold Coin appears on all reels. Each coin shows a cash value or a jackpot name. Gold Coins do not form way wins; they only count for Hold & Win.',
        ],
      },
      {
        heading: 'Pay table',
        paragraphs: ['Values are multiples of the total bet for each winning way.'],
        table: {
          caption: 'Pays per way',
          head: ['Symbol', '3 of a kind', '4 of a kind', '5 of a kind'],
          rows: payRows(['Golden Tiger', 'Gold Ingot', 'Koi', 'Lucky Knot', 'A', 'K', 'Q', 'J', '10']),
        },
      },
      {
        heading: 'Hold & Win',
        paragraphs: [
          'Six or more Gold Coins anywhere on the reels trigger Hold & Win at the bet of the triggering spin. The triggering coins lock in place and you receive 3 respins. During respins, the 15 positions spin separately and show only Gold Coins or blanks.',
          'Every new Gold Coin locks in place and resets the respins to 3. The feature ends when no respins remain or when all 15 positions hold a Gold Coin. All coin values and jackpots on the screen are then added and paid.',
          `Each Gold Coin shows a value of ${coinValues} the total bet, or one of the jackpots MINI, MINOR or MAJOR. Filling all 15 positions also awards the GRAND jackpot, on top of the values of the coins.`,
        ],
        table: {
          caption: 'Fixed jackpots (x total bet)',
          head: ['Jackpot', 'Prize'],
          rows: jackpotRows(['MINI', 'MINOR', 'MAJOR', 'GRAND']),
        },
      },
      {
        heading: 'Jackpots',
        paragraphs: [
          'The jackpots are fixed multiples of the total bet. They are not progressive and are not shared with other games or players, so their value depends only on your own bet.',
        ],
      },
      {
        heading: 'Return to player, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.21%, including Hold & Win and the jackpots.',
          'The hit rate is 33.7%: roughly one spin in three pays a win.',
          'The maximum win is 2,000x the total bet per game round, Hold & Win included. If the maximum is reached, the feature ends and 2,000x the total bet is paid.',
          'The RTP is calculated over a very large number of spins. The return in any single session can be higher or lower.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'All outcomes are decided by a certified random number generator on the server. If the connection is lost during a spin, its result is kept and any win is credited to your balance. If it is lost during Hold & Win, the locked coins and remaining respins are saved and the feature resumes when you reopen the game; wins are never lost because of a disconnection.',
          'A malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '金虎：游戏规则',
    intro:
      '金虎是一款5个转轴、3行、243种中奖方式的老虎机。金虎图案可以堆叠铺满转轴；出现六个或以上金币即开启锁定重转特色游戏：金币锁定在原位，重转次数重置，并可赢得四项固定彩金，铺满整个画面可获得巨奖。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          `243种中奖方式始终全部投注。使用 + 和 - 选择总投注，可选金额为 ${betLevels}（以账户币种计），运营商可能会限制可选范围。每局开始时从余额中扣除总投注。`,
        ],
        list: [
          '“旋转”以当前总投注进行一局游戏。',
          '“最大投注”选择最高总投注，但不会开始旋转。',
          '自动游戏可连续进行10、25、50或100局；触发锁定重转、单次中奖超过上限、达到亏损上限，或您点击“停止”时即停止。',
          '快速模式让转轴更快停下，不影响结果。',
        ],
      },
      {
        heading: '每局如何结算',
        paragraphs: [
          '画面共有5列，每列3个图案，构成243种中奖方式。中奖须从第1轴开始，由左至右在相邻转轴上出现相同图案，图案可位于该轴的任意一行。中奖方式数等于第1轴上相同图案的个数乘以第2轴上的个数，依此类推，直至中奖组合的最后一轴。',
          '奖金等于派彩表数值（总投注的倍数）乘以中奖方式数。每种图案只支付最长的组合，不同图案的奖金相加。',
          '金爪为百搭图案，出现在第2、3、4轴，可替代金币以外的所有图案。金虎可在每个转轴上堆叠出现，因此常常同时有多种金虎组合中奖。',
          '金币出现在所有转轴上，每枚金币显示一个现金数值或彩金名称。金币不参与中奖方式组合，只用于锁定重转。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: ['以下数值为每种中奖方式的奖金，以总投注倍数计。'],
        table: {
          caption: '每种方式的奖金',
          head: ['图案', '3个', '4个', '5个'],
          rows: payRows(['金虎', '金元宝', '锦鲤', '如意结', 'A', 'K', 'Q', 'J', '10']),
        },
      },
      {
        heading: '锁定重转',
        paragraphs: [
          '转轴任意位置出现六个或以上金币即触发锁定重转，按触发局的投注额进行。触发的金币锁定在原位，并获得3次重转。重转时，15个位置各自独立转动，只会出现金币或空白。',
          '每出现一枚新金币，便锁定在原位，并将重转次数重置为3次。当重转次数用完或15个位置全部为金币时，特色游戏结束，画面上所有金币数值及彩金相加后派发。',
          `每枚金币显示总投注的 ${coinValues}，或迷你、小奖、大奖三项彩金之一。15个位置全部填满时，除金币数值外另获巨奖彩金。`,
        ],
        table: {
          caption: '固定彩金（总投注倍数）',
          head: ['彩金', '奖金'],
          rows: jackpotRows(['迷你（MINI）', '小奖（MINOR）', '大奖（MAJOR）', '巨奖（GRAND）']),
        },
      },
      {
        heading: '彩金说明',
        paragraphs: [
          '各项彩金均为总投注的固定倍数，不是累积彩金，也不与其他游戏或玩家共享，其金额只取决于您本人的投注额。',
        ],
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为96.21%，已包含锁定重转及彩金。',
          '中奖率为33.7%：约每三局有一局中奖。',
          '每局（包括锁定重转）的最高奖金为总投注的2,000倍。达到上限时特色游戏结束，并支付总投注的2,000倍。',
          '返还率基于大量游戏局数计算，单次游戏时段内的返还可能更高或更低。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '所有结果均由服务器上经认证的随机数生成器决定。如在旋转过程中连接中断，该局结果将被保留，奖金派发到您的余额。如在锁定重转期间连接中断，已锁定的金币和剩余重转次数均会保存，重新打开游戏后继续进行；奖金不会因断线而丢失。',
          '如出现故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '金虎：遊戲規則',
    intro:
      '金虎是一款5個滾輪、3列、243種中獎方式的老虎機。金虎圖案可以疊加佈滿滾輪；出現六個或以上金幣即開啟鎖定重轉特色遊戲：金幣鎖定在原位，重轉次數重置，並可贏得四項固定彩金，佈滿整個畫面可獲得巨獎。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          `243種中獎方式一律全部投注。使用 + 和 - 選擇總投注，可選金額為 ${betLevels}（以帳戶幣別計），營運商可能會限制可選範圍。每局開始時從餘額中扣除總投注。`,
        ],
        list: [
          '「旋轉」以目前總投注進行一局遊戲。',
          '「最高投注」選擇最高總投注，但不會開始旋轉。',
          '自動遊戲可連續進行10、25、50或100局；觸發鎖定重轉、單次中獎超過上限、達到虧損上限，或您點選「停止」時即停止。',
          '快速模式讓滾輪更快停下，不影響結果。',
        ],
      },
      {
        heading: '每局如何結算',
        paragraphs: [
          '畫面共有5欄，每欄3個圖案，構成243種中獎方式。中獎須從第1個滾輪開始，由左至右在相鄰滾輪上出現相同圖案，圖案可位於該滾輪的任意一列。中獎方式數等於第1個滾輪上相同圖案的個數乘以第2個滾輪上的個數，依此類推，直到中獎組合的最後一個滾輪。',
          '派彩等於派彩表數值（總投注的倍數）乘以中獎方式數。每種圖案只支付最長的組合，不同圖案的派彩相加。',
          '金爪為百搭圖案，出現在第2、3、4個滾輪，可替代金幣以外的所有圖案。金虎可在每個滾輪上疊加出現，因此常常同時有多種金虎組合中獎。',
          '金幣出現在所有滾輪上，每枚金幣顯示一個現金數值或彩金名稱。金幣不參與中獎方式組合，只用於鎖定重轉。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: ['以下數值為每種中獎方式的派彩，以總投注倍數計。'],
        table: {
          caption: '每種方式的派彩',
          head: ['圖案', '3個', '4個', '5個'],
          rows: payRows(['金虎', '金元寶', '錦鯉', '如意結', 'A', 'K', 'Q', 'J', '10']),
        },
      },
      {
        heading: '鎖定重轉',
        paragraphs: [
          '滾輪任意位置出現六個或以上金幣即觸發鎖定重轉，按觸發局的投注額進行。觸發的金幣鎖定在原位，並獲得3次重轉。重轉時，15個位置各自獨立轉動，只會出現金幣或空白。',
          '每出現一枚新金幣，便鎖定在原位，並將重轉次數重置為3次。當重轉次數用完或15個位置全部為金幣時，特色遊戲結束，畫面上所有金幣數值及彩金相加後派發。',
          `每枚金幣顯示總投注的 ${coinValues}，或迷你、小獎、大獎三項彩金之一。15個位置全部填滿時，除金幣數值外另獲巨獎彩金。`,
        ],
        table: {
          caption: '固定彩金（總投注倍數）',
          head: ['彩金', '獎金'],
          rows: jackpotRows(['迷你（MINI）', '小獎（MINOR）', '大獎（MAJOR）', '巨獎（GRAND）']),
        },
      },
      {
        heading: '彩金說明',
        paragraphs: [
          '各項彩金均為總投注的固定倍數，並非累積彩金，也不與其他遊戲或玩家共享，其金額只取決於您本人的投注額。',
        ],
      },
      {
        heading: '返還率、中獎率與最高獎金',
        list: [
          '理論返還率（RTP）為96.21%，已包含鎖定重轉及彩金。',
          '中獎率為33.7%：約每三局有一局中獎。',
          '每局（包括鎖定重轉）的最高獎金為總投注的2,000倍。達到上限時特色遊戲結束，並支付總投注的2,000倍。',
          '返還率根據大量遊戲局數計算，單次遊戲時段內的返還可能較高或較低。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '所有結果均由伺服器上經認證的亂數產生器決定。如在旋轉過程中連線中斷，該局結果將會保留，派彩撥入您的餘額。如在鎖定重轉期間連線中斷，已鎖定的金幣及剩餘重轉次數均會保存，重新開啟遊戲後繼續進行；派彩不會因斷線而遺失。',
          '如出現故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
