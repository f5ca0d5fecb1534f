import type { GameRules } from '../../types.ts';

/** Pays for 3, 4, 5 and 6 of a kind, per way, as multiples of the total bet. */
const pays: string[][] = [
  ['0.50', '1.00', '2.50', '5.00'],
  ['0.40', '0.80', '2.00', '4.00'],
  ['0.30', '0.60', '1.50', '3.00'],
  ['0.25', '0.50', '1.20', '2.50'],
  ['0.10', '0.20', '0.50', '1.00'],
  ['0.10', '0.20', '0.40', '0.80'],
  ['0.05', '0.10', '0.30', '0.60'],
  ['0.05', '0.10', '0.20', '0.50'],
];
const payRows = (names: string[]): string[][] => names.map((name, i) => [name, ...(pays[i] ?? [])]);

/** Airdrop scatter: count, total-bet pay, free spins awarded. */
const airdrops: string[][] = [
  ['4', '3', '10'],
  ['5', '10', '12'],
  ['6+', '50', '15'],
];

const betLevels = '0.20, 0.40, 1, 2, 4, 10, 20, 40, 100';

export const rules: GameRules = {
  en: {
    title: 'Battle Royale: game rules',
    intro:
      'Battle Royale drops you onto an island where only the last player standing wins. The game has 6 reels of 4 rows and 4,096 ways to win, with cascading reels: winning symbols are cleared and new ones fall in, and each cascade raises the Zone multiplier. Airdrop crates start the Final Circle free spins, where the multiplier never resets.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          `All 4,096 ways are always played. Choose the total bet with + and - from ${betLevels} in the account currency; operators may offer a narrower range. The total bet is deducted when the spin starts.`,
        ],
        list: [
          'Spin plays one game at the current total bet; Max Bet selects the highest total bet without spinning.',
          'Auto Play plays 10, 25, 50, 100 or 500 spins and stops when free spins are triggered, when a win exceeds your single-win limit, when your loss limit is reached, or when you press Stop.',
          'Turbo and Quick Spin speed up the cascades; the result is the same.',
          'Buy Feature: see the Buy Feature section below.',
        ],
      },
      {
        heading: 'How a spin is resolved',
        paragraphs: [
          'The 6 reels each show 4 symbols, giving 4,096 ways. A win is the same symbol on adjacent reels from left to right, starting on reel 1, in any row, with at least 3 reels. The win is the pay table value (a multiple of the total bet) multiplied by the number of ways, that is the product of the number of matching symbols on each reel of the win. Only the longest win per symbol is paid; wins on different symbols are added.',
          'The Parachute is wild. It lands on reels 2 to 6 and substitutes for all symbols except the Airdrop.',
          'Cascades: after every win, all symbols that were part of a win, wilds included, are removed. The remaining symbols fall down, new symbols drop in from above and wins are evaluated again. Cascades continue until there is no new win. The spin is paid when the cascades end.',
          'The Airdrop crate is the scatter. Airdrops are never removed by cascades; they are counted anywhere in view when the cascades end, and four or more pay a scatter prize and trigger free spins.',
        ],
      },
      {
        heading: 'Pay table',
        paragraphs: ['Values are multiples of the total bet per winning way, before any Zone multiplier.'],
        table: {
          caption: 'Pays per way',
          head: ['Symbol', '3 of a kind', '4 of a kind', '5 of a kind', '6 of a kind'],
          rows: payRows(['Champion Trophy', 'Sniper Rifle', 'Tactical Helmet', 'Body Armour', 'Medkit', 'Grenade', 'Ammo Box', 'Energy Drink']),
        },
      },
      {
        heading: 'Zone multiplier',
        paragraphs: [
          'In the base game, the first win of a spin is paid at x1, the win after the first cascade at x2, after the second at x3, and every later cascade at x5. The Zone multiplier resets to x1 at the start of every base game spin.',
        ],
      },
      {
        heading: 'Final Circle free spins',
        paragraphs: [
          'Four, five, or six or more Airdrops award the scatter prize and 10, 12 or 15 free spins at the bet of the triggering spin.',
          'In free spins the Zone multiplier starts at x1 and rises by 1 with every cascade win. It is not reset between free spins, so it keeps growing until the feature ends.',
          'Three or more Airdrops during free spins award 5 more free spins. The total free spins win is credited when the feature ends.',
        ],
        table: {
          caption: 'Airdrop scatter',
          head: ['Airdrops', 'Pays (x total bet)', 'Free spins'],
          rows: airdrops,
        },
      },
      {
        heading: 'Buy Feature',
        paragraphs: [
          'Where the operator and the jurisdiction allow it, Final Circle can be bought for 80x the current total bet. The bought feature starts at once with 10 free spins and is played at the current total bet. The theoretical RTP when buying the feature is 96.52%, the same as the game.',
        ],
      },
      {
        heading: 'Return to player, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.52%.',
          'The hit rate is 22.6%: a little more than one spin in five pays a win.',
          'The maximum win is 10,000x the total bet per game round, free spins included. When it is reached, the cascades and any remaining free spins end and 10,000x the total bet is paid.',
          'This is a very high volatility game: long runs without a large win are normal. The RTP is a long-term theoretical figure.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'Every spin and every cascade is determined by a certified random number generator on the server when the spin starts. If the connection is lost during cascades, the full result is still paid to your balance. If it is lost during free spins, the remaining free spins and the current Zone multiplier are saved and the feature continues when you return.',
          'A malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '大逃杀：游戏规则',
    intro:
      '大逃杀把您空投到一座只有最后生存者才能获胜的海岛上。游戏共有6个转轴、每轴4行，共4,096种中奖方式，采用连环消除：中奖图案被清除，新图案落下补位，每次消除都会提升毒圈倍数。空投箱开启决赛圈免费游戏，其中倍数永不重置。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          `4,096种中奖方式始终全部投注。使用 + 和 - 选择总投注，可选金额为 ${betLevels}（以账户币种计），运营商可能只提供部分金额。旋转开始时扣除总投注。`,
        ],
        list: [
          '“旋转”以当前总投注进行一局；“最大投注”选择最高总投注，但不会开始旋转。',
          '自动游戏可连续进行10、25、50、100或500局；触发免费游戏、单次中奖超过上限、达到亏损上限，或您点击“停止”时即停止。',
          '快速模式和极速旋转可加快消除动画，结果不变。',
          '购买免费游戏：详见下方“购买特色”。',
        ],
      },
      {
        heading: '每局如何结算',
        paragraphs: [
          '6个转轴各显示4个图案，共4,096种中奖方式。中奖须从第1轴开始，由左至右在至少3个相邻转轴上出现相同图案，图案可位于任意一行。奖金等于派彩表数值（总投注的倍数）乘以中奖方式数，即中奖组合中各轴相同图案个数的乘积。每种图案只支付最长的组合，不同图案的奖金相加。',
          '降落伞为百搭图案，出现在第2至6轴，可替代空投箱以外的所有图案。',
          '连环消除：每次中奖后，所有参与中奖的图案（包括百搭）都会被移除，其余图案向下掉落，上方落下新图案后再次计算中奖。消除会一直持续，直至没有新的中奖，随后派发该局奖金。',
          '空投箱为分散图案，不会因消除而移除；在消除结束时计算画面任何位置的空投箱，四个或以上可获得分散奖金并触发免费游戏。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: ['以下数值为每种中奖方式的总投注倍数，未计毒圈倍数。'],
        table: {
          caption: '每种方式的奖金',
          head: ['图案', '3个', '4个', '5个', '6个'],
          rows: payRows(['冠军奖杯', '狙击步枪', '战术头盔', '防弹衣', '急救包', '手雷', '弹药箱', '能量饮料']),
        },
      },
      {
        heading: '毒圈倍数',
        paragraphs: [
          '基础游戏中，每局第一次中奖按x1支付，第一次消除后的中奖按x2，第二次消除后按x3，之后每次消除均按x5。每局基础游戏开始时，毒圈倍数重置为x1。',
        ],
      },
      {
        heading: '决赛圈免费游戏',
        paragraphs: [
          '四个、五个或六个及以上空投箱可获得分散奖金，以及10、12或15次免费游戏，按触发局的投注额进行。',
          '免费游戏中毒圈倍数从x1开始，每次消除中奖加1。免费游戏之间倍数不会重置，会一直累积到特色游戏结束。',
          '免费游戏中出现三个或以上空投箱，可再获得5次免费游戏。免费游戏总奖金在特色游戏结束时派发。',
        ],
        table: {
          caption: '空投箱分散图案',
          head: ['空投箱个数', '奖金（总投注倍数）', '免费游戏次数'],
          rows: airdrops,
        },
      },
      {
        heading: '购买特色',
        paragraphs: [
          '在运营商和所在司法管辖区允许的情况下，可用当前总投注的80倍购买决赛圈免费游戏。购买后立即开始10次免费游戏，按当前总投注进行。购买特色的理论返还率为96.52%，与游戏相同。',
        ],
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为96.52%。',
          '中奖率为22.6%：略多于每五局有一局中奖。',
          '每局（包括免费游戏）的最高奖金为总投注的10,000倍。达到上限时，消除及剩余免费游戏均结束，并支付总投注的10,000倍。',
          '本游戏波动性极高，长时间没有大奖属于正常现象。返还率为长期理论数值。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '每局及每次消除的结果均在旋转开始时由服务器上经认证的随机数生成器确定。如在消除过程中断线，完整结果仍会派发到您的余额。如在免费游戏中断线，剩余免费游戏次数和当前毒圈倍数都会保存，返回游戏后继续进行。',
          '如出现故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '大逃殺：遊戲規則',
    intro:
      '大逃殺把您空投到一座只有最後生存者才能獲勝的島嶼上。遊戲共有6個滾輪、每個滾輪4列，共4,096種中獎方式，採用連鎖消除：中獎圖案被清除，新圖案落下補位，每次消除都會提升毒圈倍數。空投箱開啟決賽圈免費遊戲，其中倍數永不重置。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          `4,096種中獎方式一律全部投注。使用 + 和 - 選擇總投注，可選金額為 ${betLevels}（以帳戶幣別計），營運商可能只提供部分金額。旋轉開始時扣除總投注。`,
        ],
        list: [
          '「旋轉」以目前總投注進行一局；「最高投注」選擇最高總投注，但不會開始旋轉。',
          '自動遊戲可連續進行10、25、50、100或500局；觸發免費遊戲、單次中獎超過上限、達到虧損上限，或您點選「停止」時即停止。',
          '快速模式及極速旋轉可加快消除動畫，結果不變。',
          '購買免費遊戲：詳見下方「購買特色」。',
        ],
      },
      {
        heading: '每局如何結算',
        paragraphs: [
          '6個滾輪各顯示4個圖案，共4,096種中獎方式。中獎須從第1個滾輪開始，由左至右在至少3個相鄰滾輪上出現相同圖案，圖案可位於任意一列。派彩等於派彩表數值（總投注的倍數）乘以中獎方式數，即中獎組合中各滾輪相同圖案個數的乘積。每種圖案只支付最長的組合，不同圖案的派彩相加。',
          '降落傘為百搭圖案，出現在第2至6個滾輪，可替代空投箱以外的所有圖案。',
          '連鎖消除：每次中獎後，所有參與中獎的圖案（包括百搭）都會被移除，其餘圖案向下掉落，上方落下新圖案後再次計算中獎。消除會一直持續，直到沒有新的中獎，隨後派發該局派彩。',
          '空投箱為分散圖案，不會因消除而移除；在消除結束時計算畫面任何位置的空投箱，四個或以上可獲得分散派彩並觸發免費遊戲。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: ['以下數值為每種中獎方式的總投注倍數，未計毒圈倍數。'],
        table: {
          caption: '每種方式的派彩',
          head: ['圖案', '3個', '4個', '5個', '6個'],
          rows: payRows(['冠軍獎盃', '狙擊步槍', '戰術頭盔', '防彈衣', '急救包', '手榴彈', '彈藥箱', '能量飲料']),
        },
      },
      {
        heading: '毒圈倍數',
        paragraphs: [
          '主遊戲中，每局第一次中獎按x1支付，第一次消除後的中獎按x2，第二次消除後按x3，之後每次消除均按x5。每局主遊戲開始時，毒圈倍數重置為x1。',
        ],
      },
      {
        heading: '決賽圈免費遊戲',
        paragraphs: [
          '四個、五個或六個以上空投箱可獲得分散派彩，以及10、12或15次免費遊戲，按觸發局的投注額進行。',
          '免費遊戲中毒圈倍數從x1開始，每次消除中獎加1。免費遊戲之間倍數不會重置，會一直累積到特色遊戲結束。',
          '免費遊戲中出現三個或以上空投箱，可再獲得5次免費遊戲。免費遊戲總派彩在特色遊戲結束時撥入餘額。',
        ],
        table: {
          caption: '空投箱分散圖案',
          head: ['空投箱個數', '派彩（總投注倍數）', '免費遊戲次數'],
          rows: airdrops,
        },
      },
      {
        heading: '購買特色',
        paragraphs: [
          '在營運商及所在司法管轄區允許的情況下，可用目前總投注的80倍購買決賽圈免費遊戲。購買後立即開始10次免費遊戲，按目前總投注進行。購買特色的理論返還率為96.52%，與遊戲相同。',
        ],
      },
      {
        heading: '返還率、中獎率與最高獎金',
        list: [
          '理論返還率（RTP）為96.52%。',
          '中獎率為22.6%：略多於每五局有一局中獎。',
          '每局（包括免費遊戲）的最高獎金為總投注的10,000倍。達到上限時，消除及剩餘免費遊戲均結束，並支付總投注的10,000倍。',
          '本遊戲波動性極高，長時間沒有大獎屬於正常現象。返還率為長期理論數值。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '每局及每次消除的結果均在旋轉開始時由伺服器上經認證的亂數產生器決定。如在消除過程中斷線，完整結果仍會撥入您的餘額。如在免費遊戲中斷線，剩餘免費遊戲次數及目前毒圈倍數都會保存，返回遊戲後繼續進行。',
          '如出現故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
