import type { GameRules } from '../../types.ts';

/** Pays for 3, 4 and 5 of a kind: way symbols per way in total bets, the scatter (last row) in total bets. */
const pays: string[][] = [
  ['0.60', '1.60', '6.00'],
  ['0.50', '1.40', '5.00'],
  ['0.40', '1.20', '4.00'],
  ['0.30', '0.80', '2.50'],
  ['0.25', '0.60', '2.00'],
  ['0.20', '0.50', '1.50'],
  ['0.10', '0.25', '0.80'],
  ['0.10', '0.25', '0.80'],
  ['0.05', '0.20', '0.60'],
  ['0.05', '0.20', '0.60'],
  ['2', '8', '40'],
];
const payRows = (names: string[]): string[][] => names.map((name, i) => [name, ...(pays[i] ?? [])]);

/** Free games and multiplier per kingdom: Wei, Shu, Wu. */
const kingdoms: [string, string][] = [
  ['6', 'x5'],
  ['10', 'x3'],
  ['15', 'x2'],
];
const kingdomRows = (names: string[]): string[][] => names.map((name, i) => [name, ...(kingdoms[i] ?? [])]);

const betLevels = '0.40, 0.80, 1.60, 4, 8, 16, 40, 80, 160, 400';

export const rules: GameRules = {
  en: {
    title: 'Three Kingdoms: game rules',
    intro:
      'Three Kingdoms takes you to the wars between Wei, Shu and Wu at the end of the Han dynasty. The reels are shaped like a battle formation, with 3, 4, 5, 4 and 3 rows, for 720 ways to win. The Imperial Seal is wild, the sworn brothers of the Peach Garden pay a bonus prize together, and in the free games you choose which kingdom to fight for.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          `All 720 ways are always active. Pick the total bet with + and - from ${betLevels} in the account currency; the operator may restrict the range. The total bet is deducted from the balance when the spin starts.`,
        ],
        list: [
          'Spin starts one game at the current bet; Max Bet chooses the highest bet without spinning.',
          'Auto Play plays 10, 25, 50 or 100 spins. It pauses when free games are triggered, because you must choose a kingdom, and stops when a win exceeds your limit, your loss limit is reached, or you press Stop.',
          'Turbo shortens animations and has no effect on results.',
        ],
      },
      {
        heading: 'How a spin is resolved',
        paragraphs: [
          'Reel 1 shows 3 symbols, reel 2 shows 4, reel 3 shows 5, reel 4 shows 4 and reel 5 shows 3, giving 3 x 4 x 5 x 4 x 3 = 720 ways. A win needs the same symbol on adjacent reels from left to right, beginning on reel 1, in any row. The win is the pay table value (a multiple of the total bet) multiplied by the number of ways, which is the product of the number of matching symbols on each reel in the win. Only the longest win per symbol is paid; wins on different symbols are added.',
          'The Imperial Seal is wild. It appears on reels 2, 3 and 4 and substitutes for all symbols except the Command Tally. It has no pay of its own.',
          'The Command Tally is the scatter. It appears on all reels, pays anywhere in view as a multiple of the total bet, and three or more trigger the free games.',
        ],
      },
      {
        heading: 'Pay table',
        paragraphs: ['Symbol pays are multiples of the total bet per winning way. The Command Tally pays multiples of the total bet.'],
        table: {
          caption: 'Pays',
          head: ['Symbol', '3 of a kind', '4 of a kind', '5 of a kind'],
          rows: payRows([
            'Liu Bei',
            'Guan Yu',
            'Zhang Fei',
            'Feather Fan',
            'Green Dragon Blade',
            'Red Hare Horse',
            'Sword',
            'Spear',
            'Bow',
            'Shield',
            'Command Tally (scatter, x total bet)',
          ]),
        },
      },
      {
        heading: 'Peach Garden Oath',
        paragraphs: [
          'In the base game, if Liu Bei, Guan Yu and Zhang Fei all appear anywhere in view in the same spin (at least one of each; the Imperial Seal does not count), the three brothers swear their oath and an extra prize of 3x the total bet is paid on top of any other wins.',
        ],
      },
      {
        heading: 'Choose your kingdom free games',
        paragraphs: [
          'Three or more Command Tallies anywhere trigger the free games at the bet of the triggering spin. Before they start, choose one kingdom. All three choices have the same theoretical return; they differ in how many free games you get, how large the multiplier is and how often the free games are won again. Each kingdom spins its own reels, and the fewer free games a kingdom gives, the more Command Tallies its reels carry: three or more land in about 1 free game in 80 for Wei, 1 in 250 for Shu and 1 in 1,000 for Wu.',
          'The multiplier applies to every win in the free games, including Command Tally pays. In the free games the Imperial Seal can land as a full stack covering all 5 rows of reel 3. Three or more Command Tallies during free games award the same number of free games again, with the same multiplier. The Peach Garden Oath prize is not paid during free games.',
        ],
        table: {
          caption: 'Kingdom choices',
          head: ['Kingdom', 'Free games', 'Win multiplier'],
          rows: kingdomRows(['Wei (Cao Cao)', 'Shu (Liu Bei)', 'Wu (Sun Quan)']),
        },
      },
      {
        heading: 'Return to player, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.45%, whichever kingdom is chosen.',
          'The hit rate is 26.5%: about one spin in four pays a win.',
          'The maximum win is 6,000x the total bet per game round, free games included. When it is reached the round ends, remaining free games are forfeited and 6,000x the total bet is paid.',
          'The RTP is a long-term theoretical figure; short-term results may differ considerably.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'Results are produced by a certified random number generator on the server. If you are disconnected during a spin, its result stands and any win is credited to your balance. If you are disconnected before choosing a kingdom, the choice is offered again when you return; if you do not return within 24 hours, Shu is chosen for you and the free games are played automatically. If you are disconnected during free games, they resume where they stopped.',
          'A malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '三国争霸：游戏规则',
    intro:
      '三国争霸带您回到汉末魏、蜀、吴三国鼎立的战场。转轴排列如同战阵，分别为3、4、5、4、3行，共720种中奖方式。传国玉玺为百搭，桃园三兄弟同时现身可获得额外奖金，免费游戏中您可以选择为哪一国出征。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          `720种中奖方式始终全部有效。使用 + 和 - 选择总投注，可选金额为 ${betLevels}（以账户币种计），运营商可能会限制可选范围。旋转开始时从余额中扣除总投注。`,
        ],
        list: [
          '“旋转”以当前投注开始一局游戏；“最大投注”选择最高投注，但不会开始旋转。',
          '自动游戏可连续进行10、25、50或100局。触发免费游戏时会暂停，因为您需要选择国家；单次中奖超过上限、达到亏损上限或您点击“停止”时即停止。',
          '快速模式缩短动画，对结果没有任何影响。',
        ],
      },
      {
        heading: '每局如何结算',
        paragraphs: [
          '第1轴显示3个图案，第2轴4个，第3轴5个，第4轴4个，第5轴3个，共3 x 4 x 5 x 4 x 3 = 720种中奖方式。中奖须从第1轴开始，由左至右在相邻转轴上出现相同图案，图案可位于任意一行。奖金等于派彩表数值（总投注的倍数）乘以中奖方式数，即中奖组合中各轴相同图案个数的乘积。每种图案只支付最长的组合，不同图案的奖金相加。',
          '传国玉玺为百搭图案，出现在第2、3、4轴，可替代兵符以外的所有图案，本身没有派彩。',
          '兵符为分散图案，出现在所有转轴上，在画面任何位置均可派彩，以总投注倍数计；三个或以上兵符可触发免费游戏。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: ['图案奖金为每种中奖方式的总投注倍数；兵符奖金为总投注倍数。'],
        table: {
          caption: '派彩',
          head: ['图案', '3个', '4个', '5个'],
          rows: payRows([
            '刘备',
            '关羽',
            '张飞',
            '羽扇',
            '青龙偃月刀',
            '赤兔马',
            '剑',
            '枪',
            '弓',
            '盾',
            '兵符（分散，总投注倍数）',
          ]),
        },
      },
      {
        heading: '桃园结义',
        paragraphs: [
          '基础游戏中，如刘备、关羽、张飞在同一局中同时出现在画面任何位置（每人至少一个，传国玉玺不计算在内），三兄弟即桃园结义，在其他奖金之外额外支付总投注3倍的奖金。',
        ],
      },
      {
        heading: '选国出征免费游戏',
        paragraphs: [
          '画面任何位置出现三个或以上兵符即触发免费游戏，按触发局的投注额进行。开始前请选择一个国家。三个选项的理论返还率相同，区别在于免费游戏次数、倍数大小以及再次赢得免费游戏的频率。每个国家使用各自的转轴，免费游戏次数越少的国家，其转轴上的兵符越多：免费游戏中出现三个或以上兵符的机会，魏约为每80局一次，蜀约为每250局一次，吴约为每1,000局一次。',
          '倍数适用于免费游戏中的所有奖金，包括兵符奖金。免费游戏中，传国玉玺可能以整轴堆叠形式覆盖第3轴全部5行。免费游戏中再出现三个或以上兵符，可再次获得相同次数的免费游戏，倍数不变。免费游戏中不支付桃园结义奖金。',
        ],
        table: {
          caption: '国家选项',
          head: ['国家', '免费游戏次数', '奖金倍数'],
          rows: kingdomRows(['魏（曹操）', '蜀（刘备）', '吴（孙权）']),
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为96.45%，无论选择哪个国家均相同。',
          '中奖率为26.5%：约每四局有一局中奖。',
          '每局（包括免费游戏）的最高奖金为总投注的6,000倍。达到上限时该局立即结束，剩余免费游戏作废，并支付总投注的6,000倍。',
          '返还率为长期理论数值，短期结果可能相差很大。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '游戏结果由服务器上经认证的随机数生成器产生。如在旋转过程中断线，该局结果依然有效，奖金派发到您的余额。如在选择国家前断线，返回游戏时会再次让您选择；如24小时内未返回，系统将代您选择蜀国并自动进行免费游戏。如在免费游戏中断线，返回后从中断处继续。',
          '如出现故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '三國爭霸：遊戲規則',
    intro:
      '三國爭霸帶您回到漢末魏、蜀、吳三國鼎立的戰場。滾輪排列如同戰陣，分別為3、4、5、4、3列，共720種中獎方式。傳國玉璽為百搭，桃園三兄弟同時現身可獲得額外獎金，免費遊戲中您可以選擇為哪一國出征。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          `720種中獎方式一律全部有效。使用 + 和 - 選擇總投注，可選金額為 ${betLevels}（以帳戶幣別計），營運商可能會限制可選範圍。旋轉開始時從餘額中扣除總投注。`,
        ],
        list: [
          '「旋轉」以目前投注開始一局遊戲；「最高投注」選擇最高投注，但不會開始旋轉。',
          '自動遊戲可連續進行10、25、50或100局。觸發免費遊戲時會暫停，因為您需要選擇國家；單次中獎超過上限、達到虧損上限或您點選「停止」時即停止。',
          '快速模式縮短動畫，對結果沒有任何影響。',
        ],
      },
      {
        heading: '每局如何結算',
        paragraphs: [
          '第1個滾輪顯示3個圖案，第2個4個，第3個5個，第4個4個，第5個3個，共3 x 4 x 5 x 4 x 3 = 720種中獎方式。中獎須從第1個滾輪開始，由左至右在相鄰滾輪上出現相同圖案，圖案可位於任意一列。派彩等於派彩表數值（總投注的倍數）乘以中獎方式數，即中獎組合中各滾輪相同圖案個數的乘積。每種圖案只支付最長的組合，不同圖案的派彩相加。',
          '傳國玉璽為百搭圖案，出現在第2、3、4個滾輪，可替代兵符以外的所有圖案，本身沒有派彩。',
          '兵符為分散圖案，出現在所有滾輪上，在畫面任何位置均可派彩，以總投注倍數計；三個或以上兵符可觸發免費遊戲。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: ['圖案派彩為每種中獎方式的總投注倍數；兵符派彩為總投注倍數。'],
        table: {
          caption: '派彩',
          head: ['圖案', '3個', '4個', '5個'],
          rows: payRows([
            '劉備',
            '關羽',
            '張飛',
            '羽扇',
            '青龍偃月刀',
            '赤兔馬',
            '劍',
            '槍',
            '弓',
            '盾',
            '兵符（分散，總投注倍數）',
          ]),
        },
      },
      {
        heading: '桃園結義',
        paragraphs: [
          '主遊戲中，如劉備、關羽、張飛在同一局中同時出現在畫面任何位置（每人至少一個，傳國玉璽不計算在內），三兄弟即桃園結義，在其他派彩之外額外支付總投注3倍的獎金。',
        ],
      },
      {
        heading: '選國出征免費遊戲',
        paragraphs: [
          '畫面任何位置出現三個或以上兵符即觸發免費遊戲，按觸發局的投注額進行。開始前請選擇一個國家。三個選項的理論返還率相同，差別在於免費遊戲次數、倍數大小以及再次贏得免費遊戲的頻率。每個國家使用各自的滾輪，免費遊戲次數越少的國家，其滾輪上的兵符越多：免費遊戲中出現三個或以上兵符的機會，魏約為每80局一次，蜀約為每250局一次，吳約為每1,000局一次。',
          '倍數適用於免費遊戲中的所有派彩，包括兵符派彩。免費遊戲中，傳國玉璽可能以整軸疊加形式覆蓋第3個滾輪全部5列。免費遊戲中再出現三個或以上兵符，可再次獲得相同次數的免費遊戲，倍數不變。免費遊戲中不支付桃園結義獎金。',
        ],
        table: {
          caption: '國家選項',
          head: ['國家', '免費遊戲次數', '派彩倍數'],
          rows: kingdomRows(['魏（曹操）', '蜀（劉備）', '吳（孫權）']),
        },
      },
      {
        heading: '返還率、中獎率與最高獎金',
        list: [
          '理論返還率（RTP）為96.45%，無論選擇哪個國家均相同。',
          '中獎率為26.5%：約每四局有一局中獎。',
          '每局（包括免費遊戲）的最高獎金為總投注的6,000倍。達到上限時該局立即結束，剩餘免費遊戲作廢，並支付總投注的6,000倍。',
          '返還率為長期理論數值，短期結果可能相差甚大。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '遊戲結果由伺服器上經認證的亂數產生器產生。如在旋轉過程中斷線，該局結果依然有效，派彩撥入您的餘額。如在選擇國家前斷線，返回遊戲時會再次讓您選擇；如24小時內未返回，系統將代您選擇蜀國並自動進行免費遊戲。如在免費遊戲中斷線，返回後從中斷處繼續。',
          '如出現故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
