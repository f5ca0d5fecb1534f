import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Hammer Strike: game rules',
    intro:
      'Hammer Strike is a single-player target game set at a fairground strength tester. Before each swing you choose a target mark on the tower. The hammer sends the puck up the tower and the height it reaches is the strike result, a multiplier from 1.00x upwards. If the result reaches your target, you win your bet times the target.',
    sections: [
      {
        heading: 'How to bet',
        list: [
          'The bet per swing is from 0.10 to 1,000.00 CNY, or the equivalent set by the operator in other currencies.',
          'Set the bet with the bet field, the ½ and 2× buttons, or Min and Max.',
          'Set the target multiplier from 1.01x to 5,000.00x in steps of 0.01x. The default is 2.00x. You may instead type a win chance; the target is then worked out from it.',
          'The win chance shown is 98 ÷ target, in percent. A higher target pays more and wins less often.',
        ],
      },
      {
        heading: 'How a swing plays',
        list: [
          'Press Swing. The bet is taken from your balance.',
          'The server draws the strike result and the puck flies up the tower to that mark. The result is shown to two decimal places.',
          'If the result is equal to or higher than your target, the bell rings and you win the bet times the target. The payout includes the returned bet.',
          'If the result is lower than your target, the bet is lost. The result is still shown so that you can see how high the puck went.',
          'Each swing is independent: earlier results have no effect on later ones.',
        ],
      },
      {
        heading: 'Targets and payouts',
        paragraphs: [
          'The chance of reaching a target t is 98% ÷ t, so the chance times the payout is 98.00% for every target. Some targets:',
        ],
        table: {
          caption: 'Target, chance of winning and return',
          head: ['Target', 'Win chance', 'Payout', 'Return'],
          rows: [
            ['1.01x', '97.03%', '1.01x', '98.00%'],
            ['1.25x', '78.40%', '1.25x', '98.00%'],
            ['1.50x', '65.33%', '1.50x', '98.00%'],
            ['2.00x', '49.00%', '2.00x', '98.00%'],
            ['3.00x', '32.67%', '3.00x', '98.00%'],
            ['5.00x', '19.60%', '5.00x', '98.00%'],
            ['10.00x', '9.80%', '10.00x', '98.00%'],
            ['25.00x', '3.92%', '25.00x', '98.00%'],
            ['50.00x', '1.96%', '50.00x', '98.00%'],
            ['100.00x', '0.98%', '100.00x', '98.00%'],
            ['1,000.00x', '0.098%', '1,000.00x', '98.00%'],
            ['5,000.00x', '0.0196%', '5,000.00x', '98.00%'],
          ],
        },
      },
      {
        heading: 'RTP, maximum win and hit rate',
        list: [
          'The theoretical RTP is 98.00% for every target.',
          'The maximum win is 5,000x the bet, with a target of 5,000.00x.',
          'The hit rate equals the win chance of the target. At the default target of 2.00x it is 49.00%.',
          'RTP is a long-term average over a very large number of swings.',
        ],
      },
      {
        heading: 'Provably fair strike results',
        paragraphs: [
          'The SHA-256 hash of the server seed is shown before you swing, and you can change the client seed at any time. Each swing uses a nonce that counts up by one.',
          'The first 13 hexadecimal characters of HMAC-SHA256(server seed, client seed:nonce) are read as a whole number and divided by 2 to the power of 52 to give U, a number from 0 up to but not including 1. The strike result is 0.98 ÷ (1 − U), rounded down to two decimal places, and never less than 1.00x. When you rotate the seed pair, the old server seed is revealed so that every earlier swing can be checked.',
        ],
      },
      {
        heading: 'Autoplay and Quick Swing',
        list: [
          'Autoplay makes 10 to 1,000 swings with the current bet and target. A loss limit is required; a profit limit and a single-win limit are optional.',
          'After a win or a loss, the bet can go back to the base bet or change by a percentage you set, always within the bet range.',
          'Autoplay stops at any limit, when you press Stop, when your balance is below the next bet or when the connection is lost.',
          'Quick Swing skips the tower animation and shows the result at once. It does not change results.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'The strike result is fixed as soon as the server accepts the bet. If your connection drops after that, the swing is completed, any win is credited to your balance and the result is shown in your game history. A bet that did not reach the server is not taken, and autoplay stops when the connection is lost.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '大力锤：游戏规则',
    intro:
      '大力锤是一款以游乐场测力器为主题的单人目标游戏。每次挥锤前，您先在测力塔上选择一个目标刻度。大锤把滑块打上测力塔，滑块到达的高度就是本次的敲击结果，即一个从1.00倍起的倍数。结果达到您的目标时，您将赢得投注额乘以目标倍数。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每次挥锤的投注额为0.10至1,000.00元人民币，其他币种按运营商设定的等值金额计算。',
          '可通过投注输入框、½和2×按钮，或“最小”“最大”按钮设定投注额。',
          '目标倍数可设在1.01倍至5,000.00倍之间，步长为0.01倍，默认为2.00倍。您也可以直接输入胜率，系统会据此计算目标倍数。',
          '显示的胜率为98 ÷ 目标倍数（百分数）。目标越高，派彩越高，获胜越少。',
        ],
      },
      {
        heading: '游戏流程',
        list: [
          '点击“挥锤”。投注额从余额中扣除。',
          '服务器抽出敲击结果，滑块沿测力塔飞到相应刻度。结果显示至小数点后两位。',
          '若结果等于或高于您的目标，铃声响起，您赢得投注额乘以目标倍数，派彩已包含本金。',
          '若结果低于您的目标，投注额输掉。结果仍会显示，让您看到滑块飞了多高。',
          '每次挥锤相互独立，之前的结果不影响之后的结果。',
        ],
      },
      {
        heading: '目标与派彩',
        paragraphs: ['达到目标t的概率为98% ÷ t，因此对任何目标，概率乘以派彩都等于98.00%。部分目标如下：'],
        table: {
          caption: '目标、胜率与返还',
          head: ['目标', '胜率', '派彩', '返还'],
          rows: [
            ['1.01倍', '97.03%', '1.01倍', '98.00%'],
            ['1.25倍', '78.40%', '1.25倍', '98.00%'],
            ['1.50倍', '65.33%', '1.50倍', '98.00%'],
            ['2.00倍', '49.00%', '2.00倍', '98.00%'],
            ['3.00倍', '32.67%', '3.00倍', '98.00%'],
            ['5.00倍', '19.60%', '5.00倍', '98.00%'],
            ['10.00倍', '9.80%', '10.00倍', '98.00%'],
            ['25.00倍', '3.92%', '25.00倍', '98.00%'],
            ['50.00倍', '1.96%', '50.00倍', '98.00%'],
            ['100.00倍', '0.98%', '100.00倍', '98.00%'],
            ['1,000.00倍', '0.098%', '1,000.00倍', '98.00%'],
            ['5,000.00倍', '0.0196%', '5,000.00倍', '98.00%'],
          ],
        },
      },
      {
        heading: '返还率、最高赢额与中奖率',
        list: [
          '任何目标的理论返还率（RTP）均为98.00%。',
          '最高赢额为投注额的5,000倍，目标设为5,000.00倍时获得。',
          '中奖率等于所设目标的胜率。默认目标2.00倍时为49.00%。',
          '返还率是大量挥锤次数的长期平均值。',
        ],
      },
      {
        heading: '可验证公平的敲击结果',
        paragraphs: [
          '挥锤前会显示服务器种子的SHA-256哈希值，您可以随时修改客户端种子。每次挥锤使用一个逐次加1的nonce。',
          '取HMAC-SHA256(服务器种子, 客户端种子:nonce)的前13个十六进制字符作为整数，除以2的52次方得到U，U大于等于0且小于1。敲击结果为0.98 ÷ (1 − U)，向下取整至小数点后两位，最低为1.00倍。更换种子对时，旧的服务器种子会被公开，以便核对此前的每一次挥锤。',
        ],
      },
      {
        heading: '自动游戏与快速挥锤',
        list: [
          '自动游戏以当前投注额和目标挥锤10至1,000次。必须设定亏损上限，盈利上限和单次赢额上限可选。',
          '每次赢或输之后，投注额可恢复为基础投注额，或按您设定的百分比调整，但始终不超出投注范围。',
          '达到任一上限、点击“停止”、余额低于下一次投注额或网络连接中断时，自动游戏停止。',
          '快速挥锤会跳过测力塔动画，立即显示结果，不会改变结果。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '服务器接受投注后，敲击结果即已确定。如果之后网络连接中断，本次挥锤仍会完成，赢得的金额会存入您的余额，结果可在游戏记录中查看。未送达服务器的投注不会被扣除，网络连接中断时自动游戏停止。',
          '如遇故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '大力錘：遊戲規則',
    intro:
      '大力錘是一款以遊樂場測力器為主題的單人目標遊戲。每次揮錘前，您先在測力塔上選擇一個目標刻度。大錘把滑塊打上測力塔，滑塊到達的高度就是本次的敲擊結果，也就是一個從1.00倍起跳的倍數。結果達到您的目標時，您將贏得投注額乘以目標倍數。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每次揮錘的投注額為人民幣0.10至1,000.00元，其他幣別依營運商設定的等值金額計算。',
          '可透過投注輸入欄、½與2×按鈕，或「最小」「最大」按鈕設定投注額。',
          '目標倍數可設在1.01倍至5,000.00倍之間，級距為0.01倍，預設為2.00倍。您也可以直接輸入勝率，系統會據此計算目標倍數。',
          '顯示的勝率為98 ÷ 目標倍數（百分比）。目標越高，派彩越高，獲勝越少。',
        ],
      },
      {
        heading: '遊戲流程',
        list: [
          '按下「揮錘」。投注額從餘額中扣除。',
          '伺服器抽出敲擊結果，滑塊沿測力塔飛到相應刻度。結果顯示至小數點後第二位。',
          '若結果等於或高於您的目標，鈴聲響起，您贏得投注額乘以目標倍數，派彩已包含本金。',
          '若結果低於您的目標，投注額輸掉。結果仍會顯示，讓您看到滑塊飛了多高。',
          '每次揮錘互相獨立，先前的結果不影響之後的結果。',
        ],
      },
      {
        heading: '目標與派彩',
        paragraphs: ['達到目標t的機率為98% ÷ t，因此對任何目標，機率乘以派彩都等於98.00%。部分目標如下：'],
        table: {
          caption: '目標、勝率與返還',
          head: ['目標', '勝率', '派彩', '返還'],
          rows: [
            ['1.01倍', '97.03%', '1.01倍', '98.00%'],
            ['1.25倍', '78.40%', '1.25倍', '98.00%'],
            ['1.50倍', '65.33%', '1.50倍', '98.00%'],
            ['2.00倍', '49.00%', '2.00倍', '98.00%'],
            ['3.00倍', '32.67%', '3.00倍', '98.00%'],
            ['5.00倍', '19.60%', '5.00倍', '98.00%'],
            ['10.00倍', '9.80%', '10.00倍', '98.00%'],
            ['25.00倍', '3.92%', '25.00倍', '98.00%'],
            ['50.00倍', '1.96%', '50.00倍', '98.00%'],
            ['100.00倍', '0.98%', '100.00倍', '98.00%'],
            ['1,000.00倍', '0.098%', '1,000.00倍', '98.00%'],
            ['5,000.00倍', '0.0196%', '5,000.00倍', '98.00%'],
          ],
        },
      },
      {
        heading: '返還率、最高贏額與中獎率',
        list: [
          '任何目標的理論返還率（RTP）皆為98.00%。',
          '最高贏額為投注額的5,000倍，於目標設為5,000.00倍時獲得。',
          '中獎率等於所設目標的勝率。預設目標2.00倍時為49.00%。',
          '返還率是大量揮錘次數的長期平均值。',
        ],
      },
      {
        heading: '可驗證公平的敲擊結果',
        paragraphs: [
          '揮錘前會顯示伺服器種子的SHA-256雜湊值，您可隨時更改用戶端種子。每次揮錘使用一個逐次加1的nonce。',
          '取HMAC-SHA256(伺服器種子, 用戶端種子:nonce)的前13個十六進位字元作為整數，除以2的52次方得到U，U大於或等於0且小於1。敲擊結果為0.98 ÷ (1 − U)，無條件捨去至小數點後第二位，最低為1.00倍。更換種子組時，舊的伺服器種子會公開，以便核對先前的每一次揮錘。',
        ],
      },
      {
        heading: '自動遊戲與快速揮錘',
        list: [
          '自動遊戲以目前投注額與目標揮錘10至1,000次。必須設定虧損上限，獲利上限與單次贏額上限可自行選擇。',
          '每次贏或輸之後，投注額可恢復為基本投注額，或依您設定的百分比調整，但一律不超出投注範圍。',
          '達到任一上限、按下「停止」、餘額低於下一次投注額或網路連線中斷時，自動遊戲即停止。',
          '快速揮錘會略過測力塔動畫，立即顯示結果，不會改變結果。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '伺服器接受投注後，敲擊結果即已確定。若之後網路連線中斷，本次揮錘仍會完成，贏得的金額會存入您的餘額，結果可在遊戲紀錄中查看。未送達伺服器的投注不會被扣除，網路連線中斷時自動遊戲即停止。',
          '如遇故障，所有派彩及遊戲均屬無效。',
        ],
      },
    ],
  },
};
