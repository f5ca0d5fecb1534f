import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Bingo Tombola: game rules',
    intro:
      'Bingo Tombola is a single-player version of the Italian tombola, played with 90 balls. You play one to six tickets, 40 balls are drawn, and each ticket pays for the best pattern it completes: quaterna, cinquina, doppia cinquina or the full-ticket tombola.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          'Every ticket has 3 rows and 9 columns and holds 15 numbers, five in each row. The first column holds numbers from 1 to 9, the second from 10 to 19, and so on up to the ninth column with 80 to 90. The six tickets on screen form a strip in which every number from 1 to 90 appears exactly once.',
          'Choose the bet per ticket, from 0.05 to 10.00 in your account currency, and how many tickets to play, from 1 to 6. The total bet is the bet per ticket times the number of tickets, from 0.05 to 60.00. The operator may set a narrower range; the range in force is shown in the game.',
          'Press New Tickets as often as you like before the draw to get a different strip. Press Play to place the bet; the total bet is deducted from your balance and the draw starts.',
        ],
      },
      {
        heading: 'How a round plays',
        list: [
          'The random number generator (RNG) draws 40 of the 90 balls, one at a time, without replacement. Every ball still in the machine has the same chance of being drawn next.',
          'Each drawn number is marked automatically on every ticket in play.',
          'After the 40th ball, each ticket is checked on its own and pays for the highest pattern it shows. Only one pattern pays per ticket; wins on different tickets are added together.',
          'If a ticket is one number away from a better pattern, extra balls may be offered (see Extra balls). Otherwise, or once you decline, the round ends and the wins are credited.',
        ],
      },
      {
        heading: 'Patterns and pays',
        paragraphs: [
          'Pays are multiples of the bet per ticket. The chances below are for one ticket and the 40-ball draw, and the last column shows how much of the RTP each pattern contributes. Ambo and terno (two or three numbers in a row) are marked on the ticket but do not pay.',
        ],
        table: {
          caption: 'Paying patterns for one ticket (40 balls drawn)',
          head: ['Pattern', 'What it needs', 'Pays', 'Chance per ticket', 'Share of RTP'],
          rows: [
            ['Quaterna', '4 numbers in one row', '2x', '27.82% (1 in 3.59)', '55.64%'],
            ['Cinquina', 'all 5 numbers of one row', '8x', '4.403% (1 in 22.71)', '35.22%'],
            ['Doppia cinquina', 'two complete rows', '100x', '0.0442% (1 in 2,263)', '4.42%'],
            ['Tombola', 'all 15 numbers of the ticket', '5,000x', '1 in 1,138,478', '0.44%'],
          ],
        },
      },
      {
        heading: 'Extra balls',
        paragraphs: [
          'When the 40 balls have been drawn and at least one ticket is exactly one number away from a pattern that pays more than its current one, you may buy up to 5 extra balls, one at a time. The price of the next ball is shown before you decide. It is calculated from your tickets so that the average return of each extra ball is 95.72% of its price, the same as the game RTP. Extra balls are paid from your balance and are not part of the bet per ticket.',
          'You can stop buying at any time. Extra balls are never offered when no ticket can improve, and declining has no effect on the wins already made.',
        ],
      },
      {
        heading: 'RTP, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 95.72% for every ticket, and 95.72% for every extra ball. It is the sum of each pay times its chance, a long-term average rather than a prediction for a session.',
          'Hit rate: 32.27% of tickets win a pattern in the 40-ball draw.',
          'The maximum win is 5,000x the bet, for a tombola on a ticket.',
        ],
      },
      {
        heading: 'Features',
        list: [
          'Autoplay plays 5, 10, 25, 50 or 100 rounds with the same tickets and bet. It never buys extra balls and stops when you press Stop, when your balance is too low, when a win exceeds the limit you set, or when the connection is lost.',
          'Draw speed: Normal, Fast or Instant. The speed changes the animation only.',
          'Best tickets first: tickets are re-ordered during the draw so the ticket closest to a pattern is shown on top.',
        ],
      },
      {
        heading: 'Interruptions and malfunction',
        paragraphs: [
          'All 40 balls are drawn on the server as soon as the bet is accepted. If the connection drops during the draw, the draw is completed on the server and the wins are credited to your balance. If the connection drops while extra balls are on offer, the offer lapses after 5 minutes, the round ends as if you had declined, and any wins are credited. An extra ball that was paid for before the drop is drawn and settled normally.',
          'The full draw of every round can be checked in your history.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '意式宾果：游戏规则',
    intro:
      '意式宾果是意大利传统游戏Tombola的单人版本，使用90个号码球。您可同时玩一至六张卡，每局摇出40个号码球，每张卡按其完成的最佳图案派奖：四连、五连、双五连或整卡全中。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '每张卡有3行9列，共15个号码，每行5个。第一列为1至9，第二列为10至19，依此类推，第九列为80至90。屏幕上的六张卡组成一整套，1至90的每个号码恰好出现一次。',
          '选择每张卡的投注额（0.05至10.00，以账户货币计）及要玩的卡数（1至6张）。总投注额为每卡投注额乘以卡数，范围为0.05至60.00。运营商可设定更小的范围，当前适用的范围显示在游戏中。',
          '开奖前可随意点击“换卡”更换整套卡。点击“开始”即下注，总投注额从余额中扣除，开始摇球。',
        ],
      },
      {
        heading: '一局的进行方式',
        list: [
          '随机数生成器（RNG）从90个号码球中逐个摇出40个，摇出的球不再放回。机器中剩余的每个球下一次被摇出的概率相同。',
          '每摇出一个号码，所有在玩的卡上都会自动标记该号码。',
          '第40个球摇出后，逐张核对每张卡，按卡上最高的图案派奖。每张卡只派一个图案，不同卡的奖金相加。',
          '若某张卡只差一个号码即可完成更高的图案，游戏可能提供额外球（见“额外球”）。否则，或在您放弃购买后，本局结束并派发奖金。',
        ],
      },
      {
        heading: '图案与赔付',
        paragraphs: [
          '赔付以每卡投注额的倍数计算。下表的概率针对一张卡及40球开奖，最后一列为各图案对返还率的贡献。两连（Ambo）和三连（Terno）会在卡上标出，但不派奖。',
        ],
        table: {
          caption: '单张卡的中奖图案（摇出40个球）',
          head: ['图案', '条件', '赔付', '每张卡的概率', '占返还率'],
          rows: [
            ['四连（Quaterna）', '同一行中4个号码', '2倍', '27.82%（约3.59分之1）', '55.64%'],
            ['五连（Cinquina）', '同一行的5个号码全中', '8倍', '4.403%（约22.71分之1）', '35.22%'],
            ['双五连（Doppia cinquina）', '两整行全中', '100倍', '0.0442%（约2,263分之1）', '4.42%'],
            ['全中（Tombola）', '整张卡15个号码全中', '5,000倍', '约1,138,478分之1', '0.44%'],
          ],
        },
      },
      {
        heading: '额外球',
        paragraphs: [
          '40个球摇完后，若至少有一张卡恰好只差一个号码即可完成比当前图案赔付更高的图案，您可逐个购买最多5个额外球。下一个球的价格会在您决定前显示，价格根据您的卡计算，使每个额外球的平均返还为其价格的95.72%，与游戏返还率相同。额外球从余额中支付，不计入每卡投注额。',
          '您可随时停止购买。若没有任何卡能够提升图案，则不会提供额外球；放弃购买不影响已赢得的奖金。',
        ],
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '每张卡的理论返还率（RTP）为95.72%，每个额外球的返还率也是95.72%。返还率为各项赔付乘以其概率之和，是长期平均值，不能预测某一段游戏的结果。',
          '中奖率：在40球开奖中，32.27%的卡会完成中奖图案。',
          '最高奖金为投注额的5,000倍，即一张卡全中（Tombola）。',
        ],
      },
      {
        heading: '游戏功能',
        list: [
          '“自动游戏”以相同的卡和投注额连续进行5、10、25、50或100局。自动游戏不会购买额外球；点击“停止”、余额不足、奖金超过您设定的上限或网络断开时即停止。',
          '摇球速度：普通、快速或即时，只改变动画速度。',
          '最佳卡优先：摇球过程中卡会重新排序，最接近完成图案的卡显示在最上方。',
        ],
      },
      {
        heading: '游戏中断与故障',
        paragraphs: [
          '投注一经受理，服务器即摇出全部40个球。若摇球过程中网络断开，服务器会完成开奖，奖金计入您的余额。若在提供额外球时断线，该提供将在5分钟后失效，本局按您放弃购买结束，并派发奖金。断线前已付款的额外球会正常摇出并结算。',
          '每局的完整开奖结果都可在游戏记录中查看。',
          '如遇故障，所有派奖及游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '義式賓果：遊戲規則',
    intro:
      '義式賓果是義大利傳統遊戲Tombola的單人版本，使用90個號碼球。您可同時玩一至六張卡，每局開出40個號碼球，每張卡依其完成的最佳圖案派彩：四連、五連、雙五連或整卡全中。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '每張卡有3列9欄，共15個號碼，每列5個。第一欄為1至9，第二欄為10至19，依此類推，第九欄為80至90。畫面上的六張卡組成一整套，1至90的每個號碼恰好出現一次。',
          '選擇每張卡的投注額（0.05至10.00，以帳戶貨幣計）及要玩的卡數（1至6張）。總投注額為每卡投注額乘以卡數，範圍為0.05至60.00。營運商可設定較小的範圍，目前適用的範圍會顯示在遊戲中。',
          '開獎前可隨意點擊「換卡」更換整套卡。點擊「開始」即下注，總投注額從餘額中扣除，開始開球。',
        ],
      },
      {
        heading: '一局的進行方式',
        list: [
          '隨機數產生器（RNG）從90個號碼球中逐一開出40個，開出的球不再放回。機器中剩下的每個球下一次被開出的機率相同。',
          '每開出一個號碼，所有進行中的卡都會自動標記該號碼。',
          '第40個球開出後，逐張核對每張卡，依卡上最高的圖案派彩。每張卡只派一個圖案，不同卡的派彩相加。',
          '若某張卡只差一個號碼即可完成更高的圖案，遊戲可能提供額外球（見「額外球」）。否則，或在您放棄購買後，本局結束並派彩。',
        ],
      },
      {
        heading: '圖案與派彩',
        paragraphs: [
          '派彩以每卡投注額的倍數計算。下表的機率針對一張卡及40球開獎，最後一欄為各圖案對返還率的貢獻。兩連（Ambo）和三連（Terno）會在卡上標示，但不派彩。',
        ],
        table: {
          caption: '單張卡的中獎圖案（開出40個球）',
          head: ['圖案', '條件', '派彩', '每張卡的機率', '占返還率'],
          rows: [
            ['四連（Quaterna）', '同一列中4個號碼', '2倍', '27.82%（約3.59分之1）', '55.64%'],
            ['五連（Cinquina）', '同一列的5個號碼全中', '8倍', '4.403%（約22.71分之1）', '35.22%'],
            ['雙五連（Doppia cinquina）', '兩整列全中', '100倍', '0.0442%（約2,263分之1）', '4.42%'],
            ['全中（Tombola）', '整張卡15個號碼全中', '5,000倍', '約1,138,478分之1', '0.44%'],
          ],
        },
      },
      {
        heading: '額外球',
        paragraphs: [
          '40個球開完後，若至少有一張卡恰好只差一個號碼即可完成比目前圖案派彩更高的圖案，您可逐一購買最多5個額外球。下一個球的價格會在您決定前顯示，價格依您的卡計算，使每個額外球的平均返還為其價格的95.72%，與遊戲返還率相同。額外球從餘額中支付，不計入每卡投注額。',
          '您可隨時停止購買。若沒有任何卡能提升圖案，則不會提供額外球；放棄購買不影響已贏得的派彩。',
        ],
      },
      {
        heading: '返還率、中獎率與最高派彩',
        list: [
          '每張卡的理論返還率（RTP）為95.72%，每個額外球的返還率也是95.72%。返還率為各項派彩乘以其機率的總和，是長期平均值，無法預測某一段遊戲的結果。',
          '中獎率：在40球開獎中，32.27%的卡會完成中獎圖案。',
          '最高派彩為投注額的5,000倍，即一張卡全中（Tombola）。',
        ],
      },
      {
        heading: '遊戲功能',
        list: [
          '「自動遊戲」以相同的卡和投注額連續進行5、10、25、50或100局。自動遊戲不會購買額外球；點擊「停止」、餘額不足、派彩超過您設定的上限或網路斷線時即停止。',
          '開球速度：一般、快速或即時，只改變動畫速度。',
          '最佳卡優先：開球過程中卡會重新排序，最接近完成圖案的卡顯示在最上方。',
        ],
      },
      {
        heading: '遊戲中斷與故障',
        paragraphs: [
          '投注一經受理，伺服器即開出全部40個球。若開球過程中網路斷線，伺服器會完成開獎，派彩計入您的餘額。若在提供額外球時斷線，該提供將於5分鐘後失效，本局視同您放棄購買而結束，並派彩。斷線前已付款的額外球會正常開出並結算。',
          '每局的完整開獎結果都可在遊戲紀錄中查看。',
          '如遇故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
