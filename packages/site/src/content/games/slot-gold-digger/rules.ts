import type { GameRules } from '../../types.ts';

/** Row positions on reels 1-5 for each of the 20 lines (1 = top row). */
const lines = [
  '2-2-2-2-2', '1-1-1-1-1', '3-3-3-3-3', '1-2-3-2-1', '3-2-1-2-3', '2-1-1-1-2', '2-3-3-3-2', '1-1-2-3-3',
  '3-3-2-1-1', '2-3-2-1-2', '2-1-2-3-2', '1-2-2-2-1', '3-2-2-2-3', '1-2-1-2-1', '3-2-3-2-3', '2-2-1-2-2',
  '2-2-3-2-2', '1-1-3-1-1', '3-3-1-3-3', '1-3-1-3-1',
];
const lineRows = lines.map((pattern, i) => [String(i + 1), pattern]);

/** Line pays for 3, 4 and 5 of a kind, as multiples of the line bet. */
const pays: string[][] = [
  ['25', '100', '500'],
  ['20', '80', '300'],
  ['15', '50', '200'],
  ['10', '40', '150'],
  ['8', '30', '100'],
  ['5', '20', '80'],
  ['5', '20', '80'],
  ['4', '15', '60'],
  ['4', '15', '60'],
  ['3', '10', '50'],
];
const payRows = (names: string[]): string[][] => names.map((name, i) => [name, ...(pays[i] ?? [])]);

const rockPrizes = '1x, 2x, 3x, 5x, 10x, 25x, 50x, 100x';

export const rules: GameRules = {
  en: {
    title: 'Gold Digger: game rules',
    intro:
      'Gold Digger takes you down an old gold-rush mine. It is a 5-reel, 3-row video slot with 20 fixed lines, TNT wilds, random Dynamite Blasts that turn symbols wild, and a Mine Cart pick bonus in which a Mother Lode multiplier can multiply every nugget you dig up.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          'All 20 lines are always played. The line bet ranges from 0.01 to 10 in the account currency, so the total bet (20 x line bet) ranges from 0.20 to 200. The operator may offer a narrower range.',
        ],
        list: [
          'Use + and - to change the total bet. The total bet is deducted from the balance when a spin starts.',
          'Spin starts one game at the current total bet; Max Bet selects the highest total bet without spinning.',
          'Auto Play plays 10, 25, 50 or 100 spins. It stops when the Mine Cart Bonus is triggered, when a single win exceeds your limit, when the balance drops by more than your limit, or when you press Stop.',
          'Turbo speeds up the animation and does not affect results.',
        ],
      },
      {
        heading: 'How a spin is resolved',
        paragraphs: [
          'After the reels stop, wins are checked on the 20 lines shown below. A line win needs at least three matching symbols on adjacent reels starting from the leftmost reel (reel 1) and reading left to right.',
          'Only the highest win on each line is paid, and wins on different lines are added. A line win pays the pay table value multiplied by the line bet.',
          'The TNT Wild appears on reels 2, 3 and 4 and substitutes for every symbol except the Mine Cart. The TNT Wild has no pay of its own.',
          'The Mine Cart appears only on reels 1, 3 and 5. It does not pay on lines; three Mine Carts in view trigger the Mine Cart Bonus.',
        ],
        table: {
          caption: 'Lines (row on reels 1 to 5, 1 = top row)',
          head: ['Line', 'Rows'],
          rows: lineRows,
        },
      },
      {
        heading: 'Pay table',
        paragraphs: ['Pays are multiples of the line bet for 3, 4 or 5 of a kind from the left.'],
        table: {
          caption: 'Line pays',
          head: ['Symbol', '3 of a kind', '4 of a kind', '5 of a kind'],
          rows: payRows(['Old Prospector', 'Gold Nugget', 'Pickaxe', 'Miner\'s Lantern', 'Shovel', 'A', 'K', 'Q', 'J', '10']),
        },
      },
      {
        heading: 'Dynamite Blast',
        paragraphs: [
          'On any base game spin, a stick of dynamite can be thrown onto the reels at random before they stop, about once every 40 spins on average. The blast turns between 3 and 8 random positions on any reel into TNT Wilds. A blast never replaces a Mine Cart. Line wins are evaluated after the blast.',
        ],
      },
      {
        heading: 'Mine Cart Bonus',
        paragraphs: [
          'Three Mine Carts on reels 1, 3 and 5 trigger the Mine Cart Bonus at the bet of the triggering spin. A rock face with 15 rocks appears and you start with 3 picks. Each pick breaks one rock and reveals one of the following:',
        ],
        list: [
          `a gold nugget worth ${rockPrizes} the total bet;`,
          'a Miner\'s Lantern, which gives back the pick that found it and 1 extra pick;',
          'a Mother Lode, which adds 1 to the bonus multiplier. The multiplier starts at x1 and can reach x5.',
        ],
      },
      {
        heading: 'Mine Cart Bonus payout',
        paragraphs: [
          'When no picks remain, the sum of all gold nuggets found is multiplied by the bonus multiplier and paid, together with the line wins of the triggering spin. The contents of the rocks are fixed when the bonus is triggered; which rocks you pick does not change the expected result. Auto Pick chooses rocks for you.',
        ],
      },
      {
        heading: 'Return to player, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 95.84%, including the Dynamite Blast and the Mine Cart Bonus.',
          'The hit rate is 30.12%: about one spin in 3.3 pays a win.',
          'The maximum win is 2,500x the total bet per game round, including the Mine Cart Bonus. When the maximum is reached the round ends and 2,500x the total bet is paid.',
          'RTP is a theoretical long-term figure; results over a short period can differ from it.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'Every outcome is produced by a certified random number generator on the server. If the connection drops during a spin, the result is kept and credited to your balance, and it is shown again when you reopen the game. If the connection drops during the Mine Cart Bonus, the bonus resumes with the picks you had left when you return; if you do not return within 24 hours, the remaining picks are made automatically and the bonus win is credited.',
          'A malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '淘金者：游戏规则',
    intro:
      '淘金者带您深入淘金热时代的古老金矿。这是一款5个转轴、3行、20条固定赔付线的视频老虎机，设有TNT百搭、随机把图案炸成百搭的炸药爆破，以及矿车选宝奖励游戏，其中的主矿脉倍数可让挖到的每块金子成倍增加。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '20条赔付线始终全部投注。线注范围为0.01至10（以账户币种计），因此总投注（线注x20）范围为0.20至200。运营商可能只提供其中部分投注额。',
        ],
        list: [
          '使用 + 和 - 调整总投注，总投注在旋转开始时从余额中扣除。',
          '“旋转”以当前总投注开始一局游戏；“最大投注”选择最高总投注，但不会开始旋转。',
          '自动游戏可连续进行10、25、50或100局。触发矿车奖励、单次中奖超过您设定的上限、余额减少超过您设定的额度，或您点击“停止”时，自动游戏即停止。',
          '快速模式加快动画速度，不影响结果。',
        ],
      },
      {
        heading: '每局如何结算',
        paragraphs: [
          '转轴停止后，系统按下表的20条赔付线检查中奖。赔付线中奖须从最左边的第1轴开始，由左至右在相邻转轴上连续出现至少三个相同图案。',
          '每条赔付线只支付最高的中奖组合，不同赔付线的奖金相加。赔付线奖金等于派彩表数值乘以线注。',
          'TNT百搭出现在第2、3、4轴，可替代矿车以外的所有图案。TNT百搭本身没有派彩。',
          '矿车只出现在第1、3、5轴，不参与赔付线派彩；画面上出现三个矿车即触发矿车奖励。',
        ],
        table: {
          caption: '赔付线（第1至5轴所在行，1为最上行）',
          head: ['赔付线', '行位置'],
          rows: lineRows,
        },
      },
      {
        heading: '派彩表',
        paragraphs: ['以下为从左起3、4或5个相同图案的奖金，以线注倍数计。'],
        table: {
          caption: '赔付线奖金',
          head: ['图案', '3个', '4个', '5个'],
          rows: payRows(['老矿工', '金块', '鹤嘴镐', '矿灯', '铁锹', 'A', 'K', 'Q', 'J', '10']),
        },
      },
      {
        heading: '炸药爆破',
        paragraphs: [
          '在任何一局基础游戏中，转轴停止前可能随机扔来一根炸药，平均约每40局出现一次。爆破会把任意转轴上3至8个随机位置变成TNT百搭，但不会替换矿车。爆破完成后再结算赔付线奖金。',
        ],
      },
      {
        heading: '矿车奖励',
        paragraphs: [
          '第1、3、5轴同时出现矿车即触发矿车奖励，按触发局的投注额计算。画面上会出现15块岩石，您初始有3次挑选机会。每次挑选敲开一块岩石，揭开以下其中一项：',
        ],
        list: [
          `金块，价值为总投注的 ${rockPrizes}；`,
          '矿灯，退还找到它的那次挑选机会，并额外获得1次挑选机会；',
          '主矿脉，奖励倍数加1。倍数从x1开始，最高x5。',
        ],
      },
      {
        heading: '矿车奖励派彩',
        paragraphs: [
          '挑选机会用完后，所有金块价值之和乘以奖励倍数，与触发局的赔付线奖金一并派发。岩石的内容在触发奖励时已经确定，选择哪块岩石不会改变预期结果。“自动挑选”可代您选择岩石。',
        ],
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为95.84%，已包含炸药爆破和矿车奖励。',
          '中奖率为30.12%：约每3.3局有一局中奖。',
          '每局（包括矿车奖励）的最高奖金为总投注的2,500倍。达到上限时该局立即结束，并支付总投注的2,500倍。',
          '返还率为理论上的长期数值，短期结果可能与之不同。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '所有结果均由服务器上经认证的随机数生成器产生。如在旋转过程中断线，该局结果将被保留并派发到您的余额，重新打开游戏时会再次显示。如在矿车奖励期间断线，返回游戏后将以剩余的挑选次数继续；如24小时内未返回，系统将自动完成剩余挑选并派发奖励奖金。',
          '如出现故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '淘金者：遊戲規則',
    intro:
      '淘金者帶您深入淘金熱時代的古老金礦。這是一款5個滾輪、3列、20條固定連線的視訊老虎機，設有TNT百搭、隨機把圖案炸成百搭的炸藥爆破，以及礦車選寶獎勵遊戲，其中的主礦脈倍數可讓挖到的每塊金子成倍增加。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '20條連線一律全部投注。單線投注範圍為0.01至10（以帳戶幣別計），因此總投注（單線投注x20）範圍為0.20至200。營運商可能只提供其中部分投注額。',
        ],
        list: [
          '使用 + 和 - 調整總投注，總投注在旋轉開始時從餘額中扣除。',
          '「旋轉」以目前總投注開始一局遊戲；「最高投注」選擇最高總投注，但不會開始旋轉。',
          '自動遊戲可連續進行10、25、50或100局。觸發礦車獎勵、單次中獎超過您設定的上限、餘額減少超過您設定的額度，或您點選「停止」時，自動遊戲即停止。',
          '快速模式加快動畫速度，不影響結果。',
        ],
      },
      {
        heading: '每局如何結算',
        paragraphs: [
          '滾輪停止後，系統依下表的20條連線檢查中獎。連線中獎須從最左邊的第1個滾輪開始，由左至右在相鄰滾輪上連續出現至少三個相同圖案。',
          '每條連線只支付最高的中獎組合，不同連線的派彩相加。連線派彩等於派彩表數值乘以單線投注。',
          'TNT百搭出現在第2、3、4個滾輪，可替代礦車以外的所有圖案。TNT百搭本身沒有派彩。',
          '礦車只出現在第1、3、5個滾輪，不參與連線派彩；畫面上出現三個礦車即觸發礦車獎勵。',
        ],
        table: {
          caption: '連線（第1至5個滾輪所在列，1為最上列）',
          head: ['連線', '列位置'],
          rows: lineRows,
        },
      },
      {
        heading: '派彩表',
        paragraphs: ['以下為從左起3、4或5個相同圖案的派彩，以單線投注倍數計。'],
        table: {
          caption: '連線派彩',
          head: ['圖案', '3個', '4個', '5個'],
          rows: payRows(['老礦工', '金塊', '十字鎬', '礦燈', '鏟子', 'A', 'K', 'Q', 'J', '10']),
        },
      },
      {
        heading: '炸藥爆破',
        paragraphs: [
          '在任何一局主遊戲中，滾輪停止前可能隨機丟來一根炸藥，平均約每40局出現一次。爆破會把任意滾輪上3至8個隨機位置變成TNT百搭，但不會取代礦車。爆破完成後再結算連線派彩。',
        ],
      },
      {
        heading: '礦車獎勵',
        paragraphs: [
          '第1、3、5個滾輪同時出現礦車即觸發礦車獎勵，按觸發局的投注額計算。畫面上會出現15塊岩石，您一開始有3次選擇機會。每次選擇敲開一塊岩石，揭開以下其中一項：',
        ],
        list: [
          `金塊，價值為總投注的 ${rockPrizes}；`,
          '礦燈，退還找到它的那次選擇機會，並額外獲得1次選擇機會；',
          '主礦脈，獎勵倍數加1。倍數從x1開始，最高x5。',
        ],
      },
      {
        heading: '礦車獎勵派彩',
        paragraphs: [
          '選擇機會用完後，所有金塊價值的總和乘以獎勵倍數，與觸發局的連線派彩一併派發。岩石的內容在觸發獎勵時已經決定，選擇哪塊岩石不會改變預期結果。「自動選擇」可代您挑選岩石。',
        ],
      },
      {
        heading: '返還率、中獎率與最高獎金',
        list: [
          '理論返還率（RTP）為95.84%，已包含炸藥爆破及礦車獎勵。',
          '中獎率為30.12%：約每3.3局有一局中獎。',
          '每局（包括礦車獎勵）的最高獎金為總投注的2,500倍。達到上限時該局立即結束，並支付總投注的2,500倍。',
          '返還率為理論上的長期數值，短期結果可能與之不同。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '所有結果均由伺服器上經認證的亂數產生器產生。如在旋轉過程中斷線，該局結果將會保留並撥入您的餘額，重新開啟遊戲時會再次顯示。如在礦車獎勵期間斷線，返回遊戲後將以剩餘的選擇次數繼續；如24小時內未返回，系統將自動完成剩餘選擇並派發獎勵派彩。',
          '如出現故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
