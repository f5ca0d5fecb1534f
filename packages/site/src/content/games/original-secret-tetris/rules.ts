import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Secret Tetris: game rules',
    intro:
      'Secret Tetris is a single-player arcade game. In every round twenty four-cell pieces fall into a well ten cells wide. Each row they fill from wall to wall is cleared and counted, and the number of lines cleared by the end of the round decides the win. One piece may carry a hidden golden Secret Block that doubles the win.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          'Choose your bet with the + and - buttons or pick a value from the bet list, then press Play. Bets range from 0.10 to 100.00 per round in your account currency. The operator may set a narrower range; the range in force is always shown in the game.',
          'The bet is deducted from your balance when the round starts. There is nothing else to choose before the round: the pieces are placed automatically, and your skill or timing cannot change the result.',
        ],
        list: [
          'Play starts one round at the selected bet.',
          'Turbo shortens the falling animation. It does not change any result.',
          'Autoplay plays a series of rounds at the same bet (see Features).',
        ],
      },
      {
        heading: 'How a round plays',
        list: [
          'When you press Play, the random number generator (RNG) fixes the whole round: the order of the twenty pieces, where each one lands, and whether one of them carries the Secret Block.',
          'The pieces fall one after another into a well 10 cells wide and 20 cells deep. Each piece is one of the seven four-cell shapes, named I, O, T, S, Z, J and L after their outlines.',
          'Whenever a row is filled from wall to wall it is cleared, the rows above drop down by one, and the line counter goes up by one. Four rows cleared by a single piece are shown as a "Quad", but they count as four lines like any others.',
          'Twenty pieces hold 80 cells, so at most 8 lines can be cleared in one round.',
          'When the twentieth piece has landed the round ends and the pay for the number of lines cleared is credited, doubled if the Secret Block was cleared.',
        ],
      },
      {
        heading: 'Pay table',
        paragraphs: [
          'Pays are multiples of the bet for the round. The table shows the pay for each number of lines cleared and how often each result occurs in 1,000,000 rounds, without and with the Secret Block. Only the total number of lines counts; the order in which they are cleared does not matter.',
        ],
        table: {
          caption: 'Lines cleared, pays and frequency per 1,000,000 rounds',
          head: ['Lines cleared', 'Pay', 'Rounds without Secret Block', 'Rounds with Secret Block (pay x2)'],
          rows: [
            ['0', '0', '569,817', '-'],
            ['1', '0.5x', '156,600', '7,500 (1x)'],
            ['2', '1x', '110,000', '5,500 (2x)'],
            ['3', '2x', '80,000', '4,000 (4x)'],
            ['4', '5x', '43,000', '2,100 (10x)'],
            ['5', '10x', '16,000', '800 (20x)'],
            ['6', '25x', '4,000', '200 (50x)'],
            ['7', '100x', '420', '21 (200x)'],
            ['8', '250x', '40', '2 (500x)'],
          ],
        },
      },
      {
        heading: 'The Secret Block',
        paragraphs: [
          'Any one piece in a round can carry the Secret Block: a single golden cell that looks like an ordinary cell until the row it sits in is cleared. When that row is cleared the Secret Block breaks open and the win for the whole round is doubled.',
          'The doubling applies once per round, whichever line the Secret Block is in. A Secret Block that stays in a row that is never cleared has no effect. A round with a cleared Secret Block occurs 20,123 times in 1,000,000 rounds.',
        ],
      },
      {
        heading: 'RTP, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.20%. It is the sum of every pay multiplied by its frequency in the table above, a long-term average over all possible rounds; it does not predict the result of a session.',
          'Hit rate: 43.02% of rounds pay a win (430,183 rounds in 1,000,000).',
          'The maximum win is 500x the bet: eight lines (250x) doubled by the Secret Block.',
        ],
      },
      {
        heading: 'Features',
        list: [
          'Autoplay plays 10, 25, 50, 100 or 500 rounds at the current bet. You can make it stop when your balance has fallen by a chosen amount, when a single win exceeds a chosen amount, or when a Secret Block is cleared. It also stops when you press Stop, when your balance is too low for the next round, or when the connection is lost.',
          'Skip: tapping the well during a round jumps to the final board. The result is the same.',
          'History: your last 50 rounds can be replayed piece by piece from the history panel, showing the bet, the lines cleared, the Secret Block and the win.',
        ],
      },
      {
        heading: 'Interruptions and malfunction',
        paragraphs: [
          'The result of a round is fixed on the server as soon as the bet is accepted. If your connection drops during a round, the round is completed on the server and any win is credited to your balance. When you reconnect the finished round is shown in your history, and the game does not replay it as a new round.',
          'If the bet was not accepted before the connection dropped, no round was played and your balance is unchanged.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '秘密俄罗斯方块：游戏规则',
    intro:
      '秘密俄罗斯方块是一款单人街机游戏。每局有二十个由四格组成的方块落入宽十格的井道，每填满一整行即被消除并计数，本局结束时消除的总行数决定奖金。其中一个方块可能藏有金色的秘密方块，可令奖金翻倍。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '使用“+”和“-”按钮或从投注列表中选择投注额，然后点击“开始”。每局投注额为0.10至100.00（以账户货币计）。运营商可设定更小的范围，当前适用的范围始终显示在游戏中。',
          '投注额在本局开始时从余额中扣除。开局前无需作其他选择：方块由系统自动摆放，玩家的技巧或操作时机都不会改变结果。',
        ],
        list: [
          '“开始”：以所选投注额进行一局。',
          '“加速”：缩短方块下落的动画，不影响任何结果。',
          '“自动游戏”：以相同投注额连续进行多局（见“游戏功能”）。',
        ],
      },
      {
        heading: '一局的进行方式',
        list: [
          '点击“开始”后，随机数生成器（RNG）即确定整局结果：二十个方块的顺序、每个方块的落点，以及其中是否有一个方块藏有秘密方块。',
          '方块依次落入宽10格、深20格的井道。每个方块都是七种四格形状之一，按外形称为I、O、T、S、Z、J和L。',
          '每当一行从左壁到右壁被填满，该行即被消除，上方各行下移一格，消除行数加一。一个方块同时消除四行时显示为“四连消”，但与其他消除一样计为四行。',
          '二十个方块共80格，因此每局最多可消除8行。',
          '第二十个方块落定后本局结束，按消除行数派发奖金；若秘密方块被消除，奖金翻倍。',
        ],
      },
      {
        heading: '赔付表',
        paragraphs: [
          '赔付以本局投注额的倍数计算。下表列出每种消除行数的赔付，以及每1,000,000局中各结果（不含秘密方块与含秘密方块）出现的次数。只计算消除的总行数，消除的先后次序不影响赔付。',
        ],
        table: {
          caption: '消除行数、赔付及每1,000,000局的出现次数',
          head: ['消除行数', '赔付', '不含秘密方块的局数', '含秘密方块的局数（赔付x2）'],
          rows: [
            ['0', '0', '569,817', '-'],
            ['1', '0.5倍', '156,600', '7,500（1倍）'],
            ['2', '1倍', '110,000', '5,500（2倍）'],
            ['3', '2倍', '80,000', '4,000（4倍）'],
            ['4', '5倍', '43,000', '2,100（10倍）'],
            ['5', '10倍', '16,000', '800（20倍）'],
            ['6', '25倍', '4,000', '200（50倍）'],
            ['7', '100倍', '420', '21（200倍）'],
            ['8', '250倍', '40', '2（500倍）'],
          ],
        },
      },
      {
        heading: '秘密方块',
        paragraphs: [
          '每局中任意一个方块都可能藏有秘密方块：它是一个金色的格子，在所在行被消除之前与普通格子无异。该行被消除时，秘密方块随之开启，整局奖金翻倍。',
          '无论秘密方块位于哪一行，每局只翻倍一次。若秘密方块所在的行始终未被消除，则不产生任何效果。每1,000,000局中，秘密方块被消除的局数为20,123局。',
        ],
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为96.20%，即上表中每项赔付乘以其出现次数之和，是所有可能结果的长期平均值，并不能预测某一段游戏的结果。',
          '中奖率：43.02%的局有奖金（每1,000,000局中430,183局）。',
          '最高奖金为投注额的500倍：消除8行（250倍）并由秘密方块翻倍。',
        ],
      },
      {
        heading: '游戏功能',
        list: [
          '“自动游戏”可按当前投注额连续进行10、25、50、100或500局。可设定在余额减少达到指定金额、单局奖金超过指定金额或秘密方块被消除时停止。点击“停止”、余额不足以进行下一局或网络断开时，自动游戏也会停止。',
          '“跳过”：在一局进行中点击井道，可直接显示最终盘面，结果不变。',
          '“游戏记录”：可在记录面板中逐块回放最近50局，显示投注额、消除行数、秘密方块及奖金。',
        ],
      },
      {
        heading: '游戏中断与故障',
        paragraphs: [
          '投注一经受理，本局结果即在服务器上确定。若在一局进行中网络断开，服务器会完成该局，奖金将计入您的余额。重新连接后，已完成的一局显示在游戏记录中，游戏不会将其作为新的一局重玩。',
          '若网络断开前投注尚未被受理，则本局未进行，余额不变。',
          '如遇故障，所有派奖及游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '秘密俄羅斯方塊：遊戲規則',
    intro:
      '秘密俄羅斯方塊是一款單人街機遊戲。每局有二十個由四格組成的方塊落入寬十格的井道，每填滿一整列即被消除並計數，本局結束時消除的總列數決定派彩。其中一個方塊可能藏有金色的秘密方塊，可令派彩翻倍。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '使用「+」和「-」按鈕或從投注清單中選擇投注額，然後點擊「開始」。每局投注額為0.10至100.00（以帳戶貨幣計）。營運商可設定較小的範圍，目前適用的範圍一律顯示在遊戲中。',
          '投注額於本局開始時從餘額中扣除。開局前無須再做其他選擇：方塊由系統自動擺放，玩家的技巧或操作時機都不會改變結果。',
        ],
        list: [
          '「開始」：以所選投注額進行一局。',
          '「加速」：縮短方塊落下的動畫，不影響任何結果。',
          '「自動遊戲」：以相同投注額連續進行多局（見「遊戲功能」）。',
        ],
      },
      {
        heading: '一局的進行方式',
        list: [
          '點擊「開始」後，隨機數產生器（RNG）即決定整局結果：二十個方塊的順序、每個方塊的落點，以及其中是否有一個方塊藏有秘密方塊。',
          '方塊依序落入寬10格、深20格的井道。每個方塊都是七種四格形狀之一，依外形稱為I、O、T、S、Z、J和L。',
          '每當一列從左壁到右壁被填滿，該列即被消除，上方各列下移一格，消除列數加一。一個方塊同時消除四列時顯示為「四連消」，但與其他消除一樣計為四列。',
          '二十個方塊共80格，因此每局最多可消除8列。',
          '第二十個方塊落定後本局結束，依消除列數派彩；若秘密方塊被消除，派彩翻倍。',
        ],
      },
      {
        heading: '派彩表',
        paragraphs: [
          '派彩以本局投注額的倍數計算。下表列出每種消除列數的派彩，以及每1,000,000局中各結果（不含秘密方塊與含秘密方塊）出現的次數。只計算消除的總列數，消除的先後順序不影響派彩。',
        ],
        table: {
          caption: '消除列數、派彩及每1,000,000局的出現次數',
          head: ['消除列數', '派彩', '不含秘密方塊的局數', '含秘密方塊的局數（派彩x2）'],
          rows: [
            ['0', '0', '569,817', '-'],
            ['1', '0.5倍', '156,600', '7,500（1倍）'],
            ['2', '1倍', '110,000', '5,500（2倍）'],
            ['3', '2倍', '80,000', '4,000（4倍）'],
            ['4', '5倍', '43,000', '2,100（10倍）'],
            ['5', '10倍', '16,000', '800（20倍）'],
            ['6', '25倍', '4,000', '200（50倍）'],
            ['7', '100倍', '420', '21（200倍）'],
            ['8', '250倍', '40', '2（500倍）'],
          ],
        },
      },
      {
        heading: '秘密方塊',
        paragraphs: [
          '每局中任何一個方塊都可能藏有秘密方塊：它是一個金色的格子，在所在列被消除之前與一般格子無異。該列被消除時，秘密方塊隨之開啟，整局派彩翻倍。',
          '無論秘密方塊位於哪一列，每局只翻倍一次。若秘密方塊所在的列始終未被消除，則不產生任何效果。每1,000,000局中，秘密方塊被消除的局數為20,123局。',
        ],
      },
      {
        heading: '返還率、中獎率與最高派彩',
        list: [
          '理論返還率（RTP）為96.20%，即上表中每項派彩乘以其出現次數的總和，是所有可能結果的長期平均值，並不能預測某一段遊戲的結果。',
          '中獎率：43.02%的局有派彩（每1,000,000局中有430,183局）。',
          '最高派彩為投注額的500倍：消除8列（250倍）並由秘密方塊翻倍。',
        ],
      },
      {
        heading: '遊戲功能',
        list: [
          '「自動遊戲」可依目前投注額連續進行10、25、50、100或500局。可設定在餘額減少達指定金額、單局派彩超過指定金額或秘密方塊被消除時停止。點擊「停止」、餘額不足以進行下一局或網路斷線時，自動遊戲也會停止。',
          '「略過」：在一局進行中點擊井道，可直接顯示最終盤面，結果不變。',
          '「遊戲紀錄」：可在紀錄面板中逐塊重播最近50局，顯示投注額、消除列數、秘密方塊及派彩。',
        ],
      },
      {
        heading: '遊戲中斷與故障',
        paragraphs: [
          '投注一經受理，本局結果即在伺服器上決定。若在一局進行中網路斷線，伺服器會完成該局，派彩將計入您的餘額。重新連線後，已完成的一局會顯示在遊戲紀錄中，遊戲不會將其當作新的一局重玩。',
          '若斷線前投注尚未被受理，則本局並未進行，餘額不變。',
          '如遇故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
