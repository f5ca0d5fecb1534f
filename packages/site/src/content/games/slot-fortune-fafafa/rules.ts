import type { GameRules } from '../../types.ts';

/** Row positions on reels 1-3 for each of the 5 lines (1 = top row). */
const lines = ['2-2-2', '1-1-1', '3-3-3', '1-2-3', '3-2-1'];
const lineRows = lines.map((pattern, i) => [String(i + 1), pattern]);

/** Three-of-a-kind pays as multiples of the line bet, highest first. */
const pays = ['100', '50', '25', '15', '8', '4', '3'];

const betLevels = '0.50, 1, 2, 5, 10, 20, 50, 100, 200, 500';

export const rules: GameRules = {
  en: {
    title: 'Fortune FaFaFa: game rules',
    intro:
      'Fortune FaFaFa is a classic three-reel slot built around the lucky character FA. It has 3 reels, 3 rows and 5 fixed lines, a Golden FA wild, a free Fortune Respin and a Full Screen bonus that doubles the whole spin.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          `All 5 lines are always played. Choose the total bet with the + and - buttons from ${betLevels} in the account currency (the operator may offer a narrower range). The line bet is the total bet divided by 5.`,
        ],
        list: [
          'Spin: plays one game at the selected total bet, which is deducted from the balance when the spin starts.',
          'Max Bet: sets the highest available total bet; it does not start a spin.',
          'Auto Play: plays 10, 25, 50 or 100 spins in a row. It stops on a win above your chosen limit, when the balance falls below your chosen limit or is too low for the next spin, or when you press Stop.',
          'Turbo: shortens the reel animation. It does not change the outcome.',
        ],
      },
      {
        heading: 'How a spin is resolved',
        paragraphs: [
          'The game has 3 reels with 3 rows each. After the reels stop, each of the 5 lines is checked for three matching symbols on reels 1, 2 and 3. Only three of a kind pays; there are no two-symbol wins and no scatter pays.',
          'Only the highest win on each line is paid. Wins on different lines are added together. Line wins are paid as the pay table value multiplied by the line bet.',
          'The Golden FA is wild. It appears on all three reels and substitutes for every other symbol. Three Golden FAs on a line pay the top prize of 100x the line bet.',
          'Any FA: a line showing a mix of Red, Green and Blue FA symbols (with or without Golden FA wilds) that is not already three of one colour pays the Any FA prize.',
          'Besides the symbols, the reels carry blank stops. A blank pays nothing and is no symbol: the Golden FA does not stand in for it, and it counts for nothing in Any FA, the Fortune Respin or the Full Screen bonus.',
        ],
        table: {
          caption: 'Lines (row on reels 1 to 3, 1 = top row)',
          head: ['Line', 'Rows'],
          rows: lineRows,
        },
      },
      {
        heading: 'Pay table',
        paragraphs: ['Pays are for three of a kind on a line, as multiples of the line bet.'],
        table: {
          caption: 'Three of a kind',
          head: ['Symbol', 'Pays (x line bet)'],
          rows: [
            ['Golden FA (wild)', pays[0] ?? ''],
            ['Red FA', pays[1] ?? ''],
            ['Green FA', pays[2] ?? ''],
            ['Blue FA', pays[3] ?? ''],
            ['Gold Ingot', pays[4] ?? ''],
            ['Copper Coin', pays[5] ?? ''],
            ['Any FA', pays[6] ?? ''],
          ],
        },
      },
      {
        heading: 'Fortune Respin',
        paragraphs: [
          'If a spin produces no win and reels 1 and 2 show one and the same symbol in all six positions (Golden FA wilds count as that symbol, and six Golden FAs count too), reel 3 is spun once more free of charge while reels 1 and 2 stay in place. The respin is paid at the bet of the spin that triggered it and cannot trigger another respin.',
        ],
      },
      {
        heading: 'Full Screen bonus',
        paragraphs: [
          'When all nine positions show the same symbol, counting Golden FA wilds as that symbol, the total win of the spin is doubled. Nine Golden FAs also count as a full screen. The Full Screen bonus can also be won on a Fortune Respin.',
        ],
      },
      {
        heading: 'Return to player, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 95.02%.',
          'The hit rate is 24.6%: about one spin in four pays a win. This includes wins from the Fortune Respin.',
          'The maximum win is 200x the total bet: nine Golden FAs win 100x the line bet on each of the 5 lines (100x the total bet), doubled by the Full Screen bonus.',
          'RTP is a long-term average over a very large number of spins; short-term results vary.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'If the connection is lost during a spin or a Fortune Respin, the result already determined on the server is kept. The next time you open the game, the interrupted spin is shown and its win is credited to your balance. Auto Play does not continue after a disconnection. The outcome of every spin is determined by a certified random number generator on the server, not by the animation on the screen.',
          'A malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '财富发发发：游戏规则',
    intro:
      '财富发发发是一款以吉祥“发”字为主题的经典三轴老虎机，共有3个转轴、3行、5条固定赔付线，设有金发百搭、免费好运重转，以及让整局奖金翻倍的满屏奖励。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          `5条赔付线始终全部投注。使用 + 和 - 按钮选择总投注，可选金额为 ${betLevels}（以账户币种计，运营商可能只提供其中部分金额）。线注为总投注除以5。`,
        ],
        list: [
          '旋转：以所选总投注进行一局游戏，投注额在旋转开始时从余额中扣除。',
          '最大投注：将总投注设为最高可选金额，但不会开始旋转。',
          '自动游戏：连续进行10、25、50或100局。当单次中奖超过您设定的上限、余额低于您设定的下限或不足以进行下一局，或您点击“停止”时，自动游戏即停止。',
          '快速模式：缩短转轴动画，不影响游戏结果。',
        ],
      },
      {
        heading: '每局如何结算',
        paragraphs: [
          '游戏共有3个转轴，每轴3行。转轴停止后，系统检查5条赔付线上第1、2、3轴是否出现三个相同图案。只有三个相同图案才会派彩，没有两个图案的奖金，也没有分散图案奖金。',
          '每条赔付线只支付最高的中奖组合，不同赔付线的奖金相加。赔付线奖金等于派彩表数值乘以线注。',
          '金发为百搭图案，出现在全部三个转轴上，可替代所有其他图案。一条赔付线上出现三个金发，可获得线注100倍的最高奖金。',
          '任意发：一条赔付线上出现红发、绿发、蓝发混合（可含金发百搭），且未构成同色三个时，支付“任意发”奖金。',
          '除图案外，转轴上还有空白位置。空白不派彩，也不算任何图案：金发百搭不能替代空白，空白在任意发、好运重转和满屏奖励中均不计入。',
        ],
        table: {
          caption: '赔付线（第1至3轴所在行，1为最上行）',
          head: ['赔付线', '行位置'],
          rows: lineRows,
        },
      },
      {
        heading: '派彩表',
        paragraphs: ['以下为一条赔付线上三个相同图案的奖金，以线注倍数计。'],
        table: {
          caption: '三个相同图案',
          head: ['图案', '奖金（线注倍数）'],
          rows: [
            ['金发（百搭）', pays[0] ?? ''],
            ['红发', pays[1] ?? ''],
            ['绿发', pays[2] ?? ''],
            ['蓝发', pays[3] ?? ''],
            ['金元宝', pays[4] ?? ''],
            ['铜钱', pays[5] ?? ''],
            ['任意发', pays[6] ?? ''],
          ],
        },
      },
      {
        heading: '好运重转',
        paragraphs: [
          '如某局未中奖，且第1轴和第2轴的六个位置均为同一图案（金发百搭视为该图案，六个金发亦算），则第1、2轴保持不动，第3轴免费再转一次。重转按触发该重转的那一局的投注额派彩，且不会再次触发重转。',
        ],
      },
      {
        heading: '满屏奖励',
        paragraphs: [
          '当九个位置全部为同一图案（金发百搭视为该图案）时，该局总奖金翻倍。九个金发同样视为满屏。好运重转中也可获得满屏奖励。',
        ],
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为95.02%。',
          '中奖率为24.6%：约每四局有一局中奖，包括好运重转带来的奖金。',
          '最高奖金为总投注的200倍：九个金发使5条赔付线各赢得线注的100倍（即总投注的100倍），再经满屏奖励翻倍。',
          '返还率是基于大量游戏局数计算的长期平均值，短期结果会有波动。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '如在旋转或好运重转过程中网络连接中断，服务器上已确定的结果将被保留。下次打开游戏时，会显示被中断的那一局，并将奖金派发到您的余额。断线后自动游戏不会继续。每局结果均由服务器上经认证的随机数生成器确定，而非屏幕上的动画。',
          '如出现故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '財富發發發：遊戲規則',
    intro:
      '財富發發發是一款以吉祥「發」字為主題的經典三軸老虎機，共有3個滾輪、3列、5條固定連線，設有金發百搭、免費好運重轉，以及讓整局派彩加倍的滿屏獎勵。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          `5條連線一律全部投注。使用 + 和 - 按鈕選擇總投注，可選金額為 ${betLevels}（以帳戶幣別計，營運商可能只提供其中部分金額）。單線投注為總投注除以5。`,
        ],
        list: [
          '旋轉：以所選總投注進行一局遊戲，投注額在旋轉開始時從餘額中扣除。',
          '最高投注：將總投注設為最高可選金額，但不會開始旋轉。',
          '自動遊戲：連續進行10、25、50或100局。當單次中獎超過您設定的上限、餘額低於您設定的下限或不足以進行下一局，或您點選「停止」時，自動遊戲即停止。',
          '快速模式：縮短滾輪動畫，不影響遊戲結果。',
        ],
      },
      {
        heading: '每局如何結算',
        paragraphs: [
          '遊戲共有3個滾輪，每個滾輪3列。滾輪停止後，系統檢查5條連線上第1、2、3個滾輪是否出現三個相同圖案。只有三個相同圖案才會派彩，沒有兩個圖案的獎金，也沒有分散圖案獎金。',
          '每條連線只支付最高的中獎組合，不同連線的獎金相加。連線獎金等於派彩表數值乘以單線投注。',
          '金發為百搭圖案，出現在全部三個滾輪上，可替代所有其他圖案。一條連線上出現三個金發，可獲得單線投注100倍的最高獎金。',
          '任意發：一條連線上出現紅發、綠發、藍發混合（可含金發百搭），且未構成同色三個時，支付「任意發」獎金。',
          '除圖案外，滾輪上還有空白位置。空白不派彩，也不算任何圖案：金發百搭不能替代空白，空白在任意發、好運重轉與滿屏獎勵中均不計入。',
        ],
        table: {
          caption: '連線（第1至3個滾輪所在列，1為最上列）',
          head: ['連線', '列位置'],
          rows: lineRows,
        },
      },
      {
        heading: '派彩表',
        paragraphs: ['以下為一條連線上三個相同圖案的派彩，以單線投注倍數計。'],
        table: {
          caption: '三個相同圖案',
          head: ['圖案', '派彩（單線投注倍數）'],
          rows: [
            ['金發（百搭）', pays[0] ?? ''],
            ['紅發', pays[1] ?? ''],
            ['綠發', pays[2] ?? ''],
            ['藍發', pays[3] ?? ''],
            ['金元寶', pays[4] ?? ''],
            ['銅錢', pays[5] ?? ''],
            ['任意發', pays[6] ?? ''],
          ],
        },
      },
      {
        heading: '好運重轉',
        paragraphs: [
          '如某局未中獎，且第1和第2個滾輪的六個位置均為同一圖案（金發百搭視為該圖案，六個金發亦算），則第1、2個滾輪保持不動，第3個滾輪免費再轉一次。重轉按觸發該重轉那一局的投注額派彩，且不會再次觸發重轉。',
        ],
      },
      {
        heading: '滿屏獎勵',
        paragraphs: [
          '當九個位置全部為同一圖案（金發百搭視為該圖案）時，該局總派彩加倍。九個金發同樣視為滿屏。好運重轉中也可獲得滿屏獎勵。',
        ],
      },
      {
        heading: '返還率、中獎率與最高獎金',
        list: [
          '理論返還率（RTP）為95.02%。',
          '中獎率為24.6%：約每四局有一局中獎，包括好運重轉帶來的獎金。',
          '最高獎金為總投注的200倍：九個金發使5條連線各贏得單線投注的100倍（即總投注的100倍），再經滿屏獎勵加倍。',
          '返還率是根據大量遊戲局數計算的長期平均值，短期結果會有波動。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '如在旋轉或好運重轉過程中網路連線中斷，伺服器上已決定的結果將會保留。下次開啟遊戲時，會顯示被中斷的那一局，並將派彩撥入您的餘額。斷線後自動遊戲不會繼續。每局結果均由伺服器上經認證的亂數產生器決定，而非螢幕上的動畫。',
          '如出現故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
