import type { GameRules } from '../../types.ts';

/** Row positions on reels 1-5 for each of the 25 lines (1 = top row). */
const lines = [
  '2-2-2-2-2', '1-1-1-1-1', '3-3-3-3-3', '1-2-3-2-1', '3-2-1-2-3', '2-1-1-1-2', '2-3-3-3-2', '1-1-2-3-3',
  '3-3-2-1-1', '2-3-2-1-2', '2-1-2-3-2', '1-2-2-2-1', '3-2-2-2-3', '1-2-1-2-1', '3-2-3-2-3', '2-2-1-2-2',
  '2-2-3-2-2', '1-1-3-1-1', '3-3-1-3-3', '1-3-1-3-1', '3-1-3-1-3', '2-1-3-1-2', '2-3-1-3-2', '1-3-3-3-1',
  '3-1-1-1-3',
];
const lineRows = lines.map((pattern, i) => [String(i + 1), pattern]);

/** Pays for 3, 4 and 5 of a kind: line symbols in line bets, the scatter (last row) in total bets. */
const pays: string[][] = [
  ['20', '75', '300'],
  ['15', '50', '200'],
  ['12', '40', '150'],
  ['10', '30', '120'],
  ['5', '15', '60'],
  ['5', '15', '60'],
  ['4', '10', '40'],
  ['4', '10', '40'],
  ['2', '10', '50'],
];
const payRows = (names: string[]): string[][] => names.map((name, i) => [name, ...(pays[i] ?? [])]);

export const rules: GameRules = {
  en: {
    title: 'Lucky Panda: game rules',
    intro:
      'Lucky Panda is set in a misty bamboo forest where a friendly giant panda brings good fortune. The game has 5 reels, 3 rows and 25 fixed lines. Stacked Panda wilds nudge into place to complete wins, and in the Golden Bamboo free games every Panda that lands stays on the reels until the feature ends.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          'All 25 lines are always active. Choose a line bet from 0.01 to 8 in the account currency; the total bet is 25 times the line bet, from 0.25 to 200. The operator may limit the available bets.',
        ],
        list: [
          'The + and - buttons change the total bet; the total bet is deducted from the balance at the start of each spin.',
          'Spin plays one game; Max Bet selects the highest total bet without spinning.',
          'Auto Play runs 10, 25, 50 or 100 spins and stops when free games are won, when a win exceeds your single-win limit, when your loss limit is reached, or when you press Stop.',
          'Turbo shortens the reel animation without changing any result.',
        ],
      },
      {
        heading: 'How a spin is resolved',
        paragraphs: [
          'Wins are counted on the 25 lines listed below. A line win needs three or more matching symbols on consecutive reels, starting from reel 1 on the left and reading left to right. Only the highest win per line is paid; wins on different lines are added together. Line wins are the pay table value multiplied by the line bet.',
          'The Panda is wild. It appears only on reels 2, 3 and 4, often in stacks up to three symbols high, and substitutes for every symbol except the Golden Bamboo. The Panda has no pay of its own.',
          'The Golden Bamboo is the scatter. It pays anywhere in view, as a multiple of the total bet, and is added to line wins. Three or more Golden Bamboos trigger free games.',
        ],
        table: {
          caption: 'Lines (row on reels 1 to 5, 1 = top row)',
          head: ['Line', 'Rows'],
          rows: lineRows,
        },
      },
      {
        heading: 'Pay table',
        paragraphs: ['Line symbols pay in multiples of the line bet; the Golden Bamboo scatter pays in multiples of the total bet.'],
        table: {
          caption: 'Symbol pays',
          head: ['Symbol', '3 of a kind', '4 of a kind', '5 of a kind'],
          rows: payRows(['Dumpling Steamer', 'Koi', 'Red Lantern', 'Tea Set', 'A', 'K', 'Q', 'J', 'Golden Bamboo (scatter, x total bet)']),
        },
      },
      {
        heading: 'Panda Nudge',
        paragraphs: [
          'When a stack of Panda wilds lands only partly in view on reel 2, 3 or 4, and moving it to cover all three rows would create a win or a bigger win, the stack nudges up or down to fill the reel before wins are counted. Panda Nudge works in the base game and in free games.',
        ],
      },
      {
        heading: 'Golden Bamboo free games',
        paragraphs: [
          'Three, four or five Golden Bamboos anywhere award 8, 12 or 15 free games, played at the bet of the triggering spin. The scatter pay is added to the triggering spin.',
          'Sticky Pandas: during free games, every Panda wild that lands, including a stack that nudges into place, stays where it is until the last free game has been played. A position a Panda holds shows the Panda, so no Golden Bamboo can land there.',
          'Three or more Golden Bamboos during free games award 8 more free games. The total of all free games is shown and credited at the end of the feature.',
        ],
      },
      {
        heading: 'Return to player, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.03%.',
          'The hit rate is 35.6%: a little more than one spin in three pays a win.',
          'The maximum win is 1,500x the total bet per game round, free games included. If the maximum is reached, the round ends at once, any remaining free games are forfeited and 1,500x the total bet is paid.',
          'The RTP is a theoretical long-term value; your results over a short session can be higher or lower.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'Results are decided by a certified random number generator on the server before the reels stop. If you are disconnected during a spin, the result still stands and any win is credited to your balance. If you are disconnected during free games, nothing is lost: the free games are played out with the spin that won them, their total is credited to your balance, and the game history shows every free game.',
          'A malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '幸运熊猫：游戏规则',
    intro:
      '幸运熊猫的故事发生在云雾缭绕的竹林里，一只憨厚的大熊猫为您带来好运。游戏共有5个转轴、3行、25条固定赔付线。堆叠出现的熊猫百搭会推移到位，帮助组成中奖；在金竹免费游戏中，每个落下的熊猫都会固定在转轴上，直至免费游戏结束。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '25条赔付线始终全部有效。线注可在0.01至8之间选择（以账户币种计），总投注为线注的25倍，即0.25至200。运营商可能会限制可选投注额。',
        ],
        list: [
          '+ 和 - 按钮用于调整总投注，每局开始时从余额中扣除总投注。',
          '“旋转”进行一局游戏；“最大投注”选择最高总投注，但不会开始旋转。',
          '自动游戏可连续进行10、25、50或100局；赢得免费游戏、单次中奖超过上限、达到亏损上限，或您点击“停止”时即停止。',
          '快速模式缩短转轴动画，不改变任何结果。',
        ],
      },
      {
        heading: '每局如何结算',
        paragraphs: [
          '中奖按下表列出的25条赔付线计算。赔付线中奖须从左边第1轴开始，由左至右在连续转轴上出现三个或以上相同图案。每条赔付线只支付最高的中奖组合，不同赔付线的奖金相加。赔付线奖金等于派彩表数值乘以线注。',
          '熊猫为百搭图案，只出现在第2、3、4轴，常以最多三个高的堆叠形式出现，可替代金竹以外的所有图案。熊猫本身没有派彩。',
          '金竹为分散图案，出现在画面任何位置均可派彩，奖金以总投注倍数计，并与赔付线奖金相加。三个或以上金竹可触发免费游戏。',
        ],
        table: {
          caption: '赔付线（第1至5轴所在行，1为最上行）',
          head: ['赔付线', '行位置'],
          rows: lineRows,
        },
      },
      {
        heading: '派彩表',
        paragraphs: ['赔付线图案以线注倍数计；金竹分散图案以总投注倍数计。'],
        table: {
          caption: '图案奖金',
          head: ['图案', '3个', '4个', '5个'],
          rows: payRows(['小笼蒸笼', '锦鲤', '红灯笼', '茶具', 'A', 'K', 'Q', 'J', '金竹（分散，总投注倍数）']),
        },
      },
      {
        heading: '熊猫推移',
        paragraphs: [
          '当一组堆叠的熊猫百搭只有部分出现在第2、3或4轴上，而将其移动至覆盖整轴三行可组成中奖或更高的中奖时，该堆叠会向上或向下推移填满整轴，然后再计算奖金。熊猫推移在基础游戏和免费游戏中均有效。',
        ],
      },
      {
        heading: '金竹免费游戏',
        paragraphs: [
          '画面任何位置出现三、四或五个金竹，分别获得8、12或15次免费游戏，按触发局的投注额进行。分散图案奖金计入触发局。',
          '熊猫固定：免费游戏中，每个落下的熊猫百搭（包括推移到位的堆叠）都会固定在原位，直至最后一次免费游戏结束。被熊猫固定的位置一直显示熊猫，金竹不会落在该位置。',
          '免费游戏中出现三个或以上金竹，可再获得8次免费游戏。所有免费游戏的总奖金在特色游戏结束时显示并派发。',
        ],
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为96.03%。',
          '中奖率为35.6%：略多于每三局有一局中奖。',
          '每局（包括免费游戏）的最高奖金为总投注的1,500倍。达到上限时该局立即结束，剩余免费游戏作废，并支付总投注的1,500倍。',
          '返还率为理论上的长期数值，短时间内的实际结果可能更高或更低。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '结果在转轴停止前已由服务器上经认证的随机数生成器决定。如在旋转过程中断线，该局结果依然有效，奖金将派发到您的余额。如在免费游戏中断线，您不会有任何损失：免费游戏随赢得它们的旋转一并完成，总奖金将派发到您的余额，游戏记录中可查看每一次免费游戏。',
          '如出现故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '幸運熊貓：遊戲規則',
    intro:
      '幸運熊貓的故事發生在雲霧繚繞的竹林裡，一隻憨厚的大熊貓為您帶來好運。遊戲共有5個滾輪、3列、25條固定連線。疊加出現的熊貓百搭會推移到位，幫助組成中獎；在金竹免費遊戲中，每個落下的熊貓都會固定在滾輪上，直到免費遊戲結束。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '25條連線一律全部有效。單線投注可在0.01至8之間選擇（以帳戶幣別計），總投注為單線投注的25倍，即0.25至200。營運商可能會限制可選投注額。',
        ],
        list: [
          '+ 和 - 按鈕用於調整總投注，每局開始時從餘額中扣除總投注。',
          '「旋轉」進行一局遊戲；「最高投注」選擇最高總投注，但不會開始旋轉。',
          '自動遊戲可連續進行10、25、50或100局；贏得免費遊戲、單次中獎超過上限、達到虧損上限，或您點選「停止」時即停止。',
          '快速模式縮短滾輪動畫，不改變任何結果。',
        ],
      },
      {
        heading: '每局如何結算',
        paragraphs: [
          '中獎依下表列出的25條連線計算。連線中獎須從左邊第1個滾輪開始，由左至右在連續滾輪上出現三個或以上相同圖案。每條連線只支付最高的中獎組合，不同連線的派彩相加。連線派彩等於派彩表數值乘以單線投注。',
          '熊貓為百搭圖案，只出現在第2、3、4個滾輪，常以最多三個高的疊加形式出現，可替代金竹以外的所有圖案。熊貓本身沒有派彩。',
          '金竹為分散圖案，出現在畫面任何位置均可派彩，派彩以總投注倍數計，並與連線派彩相加。三個或以上金竹可觸發免費遊戲。',
        ],
        table: {
          caption: '連線（第1至5個滾輪所在列，1為最上列）',
          head: ['連線', '列位置'],
          rows: lineRows,
        },
      },
      {
        heading: '派彩表',
        paragraphs: ['連線圖案以單線投注倍數計；金竹分散圖案以總投注倍數計。'],
        table: {
          caption: '圖案派彩',
          head: ['圖案', '3個', '4個', '5個'],
          rows: payRows(['小籠蒸籠', '錦鯉', '紅燈籠', '茶具', 'A', 'K', 'Q', 'J', '金竹（分散，總投注倍數）']),
        },
      },
      {
        heading: '熊貓推移',
        paragraphs: [
          '當一組疊加的熊貓百搭只有部分出現在第2、3或4個滾輪上，而將其移動至覆蓋整個滾輪三列可組成中獎或更高的中獎時，該疊加會向上或向下推移填滿整個滾輪，然後再計算派彩。熊貓推移在主遊戲及免費遊戲中均有效。',
        ],
      },
      {
        heading: '金竹免費遊戲',
        paragraphs: [
          '畫面任何位置出現三、四或五個金竹，分別獲得8、12或15次免費遊戲，按觸發局的投注額進行。分散圖案派彩計入觸發局。',
          '熊貓固定：免費遊戲中，每個落下的熊貓百搭（包括推移到位的疊加）都會固定在原位，直到最後一次免費遊戲結束。被熊貓固定的位置一直顯示熊貓，金竹不會落在該位置。',
          '免費遊戲中出現三個或以上金竹，可再獲得8次免費遊戲。所有免費遊戲的總派彩在特色遊戲結束時顯示並撥入餘額。',
        ],
      },
      {
        heading: '返還率、中獎率與最高獎金',
        list: [
          '理論返還率（RTP）為96.03%。',
          '中獎率為35.6%：略多於每三局有一局中獎。',
          '每局（包括免費遊戲）的最高獎金為總投注的1,500倍。達到上限時該局立即結束，剩餘免費遊戲作廢，並支付總投注的1,500倍。',
          '返還率為理論上的長期數值，短時間內的實際結果可能較高或較低。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '結果在滾輪停止前已由伺服器上經認證的亂數產生器決定。如在旋轉過程中斷線，該局結果依然有效，派彩將撥入您的餘額。如在免費遊戲中斷線，您不會有任何損失：免費遊戲隨贏得它們的旋轉一併完成，總派彩將撥入您的餘額，遊戲紀錄中可查看每一次免費遊戲。',
          '如出現故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
