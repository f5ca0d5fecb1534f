import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Poke Fortune: game rules',
    intro:
      'Poke Fortune is a single-player poker game with no decisions to make and no dealer to beat. Each round deals you two Fortune cards and five table cards from a freshly shuffled deck, and your best five-card poker hand from the seven is paid from the pay table. Two pair and better win.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          'Choose your bet with the + and - buttons or the bet list, from 0.10 to 200.00 per round in your account currency. The operator may set a narrower range; the range in force is shown in the game.',
          'Choose how the cards are revealed: Quick Deal turns all seven cards automatically, Squeeze lets you peel the two Fortune cards yourself and then reveal the table cards three, one and one. The choice changes only the presentation.',
          'Press Deal to place the bet; it is deducted from your balance and the cards are dealt.',
        ],
      },
      {
        heading: 'How a round plays',
        list: [
          'Every round uses one standard 52-card deck with no jokers, shuffled by the random number generator (RNG) before the deal. Cards are never carried over from one round to the next.',
          'Seven cards are dealt face down: two Fortune cards in front of you and five table cards in the middle.',
          'The cards are revealed: the Fortune cards first, then three table cards, then the fourth and the fifth.',
          'The game picks the best five-card hand that can be made from the seven cards, using any combination of Fortune and table cards, and pays it from the pay table. Only this one hand is paid.',
          'Aces count high or low in straights (A-K-Q-J-10 and 5-4-3-2-A), but a straight cannot wrap around (Q-K-A-2-3 is not a straight). Suits have no rank.',
        ],
      },
      {
        heading: 'Pay table',
        paragraphs: [
          'Pays are multiples of the bet. Seven cards can be dealt from a 52-card deck in 133,784,560 equally likely ways; the table shows how many of them give each best hand. Two pair pays back half the bet.',
        ],
        table: {
          caption: 'Best hand from seven cards, pays and chances',
          head: ['Hand', 'Pays', 'Combinations', 'Chance'],
          rows: [
            ['Royal flush', '1,000x', '4,324', '0.0032% (1 in 30,940)'],
            ['Straight flush', '200x', '37,260', '0.0279% (1 in 3,591)'],
            ['Four of a kind', '60x', '224,848', '0.168% (1 in 595)'],
            ['Full house', '7x', '3,473,184', '2.596%'],
            ['Flush', '5x', '4,047,644', '3.025%'],
            ['Straight', '4x', '6,180,020', '4.619%'],
            ['Three of a kind', '3x', '6,461,620', '4.830%'],
            ['Two pair', '0.5x', '31,433,400', '23.50%'],
            ['One pair', '0', '58,627,800', '43.82%'],
            ['High card', '0', '23,294,460', '17.41%'],
          ],
        },
      },
      {
        heading: 'RTP, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.90%: each pay multiplied by its number of combinations, added up and divided by 133,784,560 (96.901%, rounded to two decimals). It is a long-term average, not a prediction for a session.',
          'Hit rate: 38.77% of rounds pay (two pair or better).',
          'The maximum win is 1,000x the bet, for a royal flush.',
        ],
      },
      {
        heading: 'Features',
        list: [
          'Autoplay deals 10, 25, 50, 100 or 250 rounds with Quick Deal at the current bet. It stops when you press Stop, when your balance is too low, when a loss limit or single-win limit you set is reached, when four of a kind or better is dealt, or when the connection is lost.',
          'Hand helper: the cards that make up the paying hand are lifted and the hand name is shown.',
          'History: the seven cards, the best hand and the win of your last 50 rounds can be reviewed.',
        ],
      },
      {
        heading: 'Interruptions and malfunction',
        paragraphs: [
          'The seven cards are dealt on the server as soon as the bet is accepted, and nothing you do afterwards changes them. If the connection drops during Quick Deal, the round is settled on the server and any win is credited to your balance. If it drops during a Squeeze, the round is restored with the same cards when you return; if you do not return within 24 hours, the cards are revealed automatically and any win is credited.',
          'If the bet was not accepted before the connection dropped, no cards were dealt and your balance is unchanged.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '扑克鸿运：游戏规则',
    intro:
      '扑克鸿运是一款单人扑克游戏，玩家无需作任何决定，也无需与庄家比牌。每局从重新洗好的牌中发给您两张鸿运牌和五张公共牌，从七张牌中组成的最佳五张牌型按赔付表派奖。两对或以上即中奖。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '使用“+”和“-”按钮或投注列表选择投注额，每局0.10至200.00（以账户货币计）。运营商可设定更小的范围，当前适用的范围显示在游戏中。',
          '选择开牌方式：“快速发牌”自动翻开全部七张牌；“眯牌”由您亲手搓开两张鸿运牌，再按三张、一张、一张的顺序翻开公共牌。此选择只改变展示方式。',
          '点击“发牌”即下注，投注额从余额中扣除并开始发牌。',
        ],
      },
      {
        heading: '一局的进行方式',
        list: [
          '每局使用一副不含大小王的标准52张扑克牌，发牌前由随机数生成器（RNG）洗牌。每局结束后牌不会留到下一局。',
          '发出七张背面朝上的牌：两张鸿运牌放在您面前，五张公共牌放在中间。',
          '依次翻牌：先翻鸿运牌，再翻三张公共牌，然后是第四张和第五张。',
          '游戏从七张牌中选出能组成的最佳五张牌型（鸿运牌与公共牌可任意组合），并按赔付表派奖。只对这一手牌派奖。',
          '顺子中A可作大或小（A-K-Q-J-10及5-4-3-2-A），但顺子不可首尾相连（Q-K-A-2-3不是顺子）。花色不分大小。',
        ],
      },
      {
        heading: '赔付表',
        paragraphs: [
          '赔付以投注额的倍数计算。从52张牌中发出七张共有133,784,560种等可能的组合，下表列出每种最佳牌型的组合数。两对返还一半投注额。',
        ],
        table: {
          caption: '七张牌中的最佳牌型、赔付及概率',
          head: ['牌型', '赔付', '组合数', '概率'],
          rows: [
            ['皇家同花顺', '1,000倍', '4,324', '0.0032%（30,940分之1）'],
            ['同花顺', '200倍', '37,260', '0.0279%（约3,591分之1）'],
            ['四条', '60倍', '224,848', '0.168%（595分之1）'],
            ['葫芦', '7倍', '3,473,184', '2.596%'],
            ['同花', '5倍', '4,047,644', '3.025%'],
            ['顺子', '4倍', '6,180,020', '4.619%'],
            ['三条', '3倍', '6,461,620', '4.830%'],
            ['两对', '0.5倍', '31,433,400', '23.50%'],
            ['一对', '0', '58,627,800', '43.82%'],
            ['高牌', '0', '23,294,460', '17.41%'],
          ],
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为96.90%：将每种赔付乘以其组合数后相加，再除以133,784,560（96.901%，四舍五入至两位小数）。这是长期平均值，不能预测某一段游戏的结果。',
          '中奖率：38.77%的局有奖金（两对或以上）。',
          '最高奖金为投注额的1,000倍，即皇家同花顺。',
        ],
      },
      {
        heading: '游戏功能',
        list: [
          '“自动游戏”以“快速发牌”方式按当前投注额连续进行10、25、50、100或250局。点击“停止”、余额不足、达到您设定的亏损上限或单局奖金上限、发出四条或更高牌型，或网络断开时即停止。',
          '牌型提示：组成中奖牌型的牌会被抬起，并显示牌型名称。',
          '游戏记录：可查看最近50局的七张牌、最佳牌型及奖金。',
        ],
      },
      {
        heading: '游戏中断与故障',
        paragraphs: [
          '投注一经受理，服务器即发出七张牌，之后您的任何操作都不会改变它们。若在“快速发牌”时网络断开，服务器会完成结算，奖金计入您的余额。若在“眯牌”时断线，您返回后将以相同的牌恢复本局；若24小时内未返回，牌会自动翻开，奖金计入余额。',
          '若网络断开前投注尚未被受理，则没有发牌，余额不变。',
          '如遇故障，所有派奖及游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '撲克鴻運：遊戲規則',
    intro:
      '撲克鴻運是一款單人撲克遊戲，玩家無須做任何決定，也不必與莊家比牌。每局從重新洗好的牌中發給您兩張鴻運牌和五張公牌，從七張牌中組成的最佳五張牌型依派彩表派彩。兩對或以上即中獎。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '使用「+」和「-」按鈕或投注清單選擇投注額，每局0.10至200.00（以帳戶貨幣計）。營運商可設定較小的範圍，目前適用的範圍會顯示在遊戲中。',
          '選擇開牌方式：「快速發牌」自動翻開全部七張牌；「瞇牌」由您親手掀開兩張鴻運牌，再依三張、一張、一張的順序翻開公牌。此選擇只改變呈現方式。',
          '點擊「發牌」即下注，投注額從餘額中扣除並開始發牌。',
        ],
      },
      {
        heading: '一局的進行方式',
        list: [
          '每局使用一副不含鬼牌的標準52張撲克牌，發牌前由隨機數產生器（RNG）洗牌。每局結束後牌不會留到下一局。',
          '發出七張牌面朝下的牌：兩張鴻運牌放在您面前，五張公牌放在中央。',
          '依序翻牌：先翻鴻運牌，再翻三張公牌，然後是第四張和第五張。',
          '遊戲從七張牌中選出能組成的最佳五張牌型（鴻運牌與公牌可任意組合），並依派彩表派彩。只對這一手牌派彩。',
          '順子中A可當大或小（A-K-Q-J-10及5-4-3-2-A），但順子不可頭尾相連（Q-K-A-2-3不是順子）。花色不分大小。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: [
          '派彩以投注額的倍數計算。從52張牌中發出七張共有133,784,560種可能性相同的組合，下表列出每種最佳牌型的組合數。兩對返還一半投注額。',
        ],
        table: {
          caption: '七張牌中的最佳牌型、派彩及機率',
          head: ['牌型', '派彩', '組合數', '機率'],
          rows: [
            ['同花大順', '1,000倍', '4,324', '0.0032%（30,940分之1）'],
            ['同花順', '200倍', '37,260', '0.0279%（約3,591分之1）'],
            ['鐵支（四條）', '60倍', '224,848', '0.168%（595分之1）'],
            ['葫蘆', '7倍', '3,473,184', '2.596%'],
            ['同花', '5倍', '4,047,644', '3.025%'],
            ['順子', '4倍', '6,180,020', '4.619%'],
            ['三條', '3倍', '6,461,620', '4.830%'],
            ['兩對', '0.5倍', '31,433,400', '23.50%'],
            ['一對', '0', '58,627,800', '43.82%'],
            ['散牌', '0', '23,294,460', '17.41%'],
          ],
        },
      },
      {
        heading: '返還率、中獎率與最高派彩',
        list: [
          '理論返還率（RTP）為96.90%：將每種派彩乘以其組合數後加總，再除以133,784,560（96.901%，四捨五入至小數點後兩位）。這是長期平均值，無法預測某一段遊戲的結果。',
          '中獎率：38.77%的局有派彩（兩對或以上）。',
          '最高派彩為投注額的1,000倍，即同花大順。',
        ],
      },
      {
        heading: '遊戲功能',
        list: [
          '「自動遊戲」以「快速發牌」方式依目前投注額連續進行10、25、50、100或250局。點擊「停止」、餘額不足、達到您設定的虧損上限或單局派彩上限、發出鐵支或更高牌型，或網路斷線時即停止。',
          '牌型提示：組成中獎牌型的牌會被抬起，並顯示牌型名稱。',
          '遊戲紀錄：可查看最近50局的七張牌、最佳牌型及派彩。',
        ],
      },
      {
        heading: '遊戲中斷與故障',
        paragraphs: [
          '投注一經受理，伺服器即發出七張牌，之後您的任何操作都不會改變它們。若在「快速發牌」時網路斷線，伺服器會完成結算，派彩計入您的餘額。若在「瞇牌」時斷線，您返回後將以相同的牌恢復本局；若24小時內未返回，牌會自動翻開，派彩計入餘額。',
          '若斷線前投注尚未被受理，則沒有發牌，餘額不變。',
          '如遇故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
