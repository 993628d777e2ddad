// Texts of the input profile (src/input/profile.ts): why a profile was refused, one text per error key.
// Ranges arrive as {{min}} and {{max}} from the profile's LIMITS, so a changed limit needs no new text.
import { defineTexts } from '../define';

export default defineTexts(
  {
    errors: {
      invalid: 'Este valor não é válido.',
      scan: {
        intervalMs: 'O tempo de cada passo da varredura deve ficar entre {{min}} e {{max}} ms.',
        firstItemFactor: 'O primeiro item pode ficar de {{min}} a {{max}} vezes o tempo de um passo.',
        loops: 'O número de voltas antes da pausa deve ser um número inteiro de {{min}} a {{max}}.',
        debounceMs: 'O tempo para ignorar toques repetidos deve ficar entre {{min}} e {{max}} ms.',
        acceptanceMs: 'O tempo mínimo de pressão do acionador deve ficar entre {{min}} e {{max}} ms.',
        holdToSelectMs: 'O tempo de segurar para selecionar deve ficar entre {{min}} e {{max}} ms.',
        stepNeedsSelect:
          'Na varredura passo a passo com um acionador, ative "segurar para selecionar" ou use dois acionadores.',
      },
      bindings: {
        invalid: 'Este acionador não é válido. Escolha de novo a tecla, o botão do mouse ou o botão do controle.',
        unknownKey: 'Esta tecla não é reconhecida. Pressione a tecla que o acionador envia.',
        gamepadButton: 'O botão do controle deve ser um número de {{min}} a {{max}}.',
        gamepadPad: 'O número do controle deve ficar entre {{min}} e {{max}}.',
        duplicate: 'Esta tecla ou botão já está sendo usado por outro acionador.',
        missingPrimary: 'Escolha a tecla ou o botão do acionador principal.',
        missingSecondary: 'A varredura com dois acionadores precisa de uma tecla ou botão para o segundo acionador.',
      },
      dwell: {
        dwellMs: 'O tempo de permanência deve ficar entre {{min}} e {{max}} ms.',
        toleranceRadius: 'A tolerância de movimento deve ficar entre {{min}} e {{max}} pixels.',
        lockoutMs: 'A pausa depois de cada seleção deve ficar entre {{min}} e {{max}} ms.',
      },
    },
  },
  {
    errors: {
      invalid: 'This value is not valid.',
      scan: {
        intervalMs: 'Each scanning step must last between {{min}} and {{max}} ms.',
        firstItemFactor: 'The first item can last {{min}} to {{max}} times one step.',
        loops: 'The number of rounds before pausing must be a whole number from {{min}} to {{max}}.',
        debounceMs: 'The time that ignores repeated presses must be between {{min}} and {{max}} ms.',
        acceptanceMs: 'The shortest switch press that counts must be between {{min}} and {{max}} ms.',
        holdToSelectMs: 'Hold to select must be between {{min}} and {{max}} ms.',
        stepNeedsSelect: 'Step-by-step scanning with one switch needs "hold to select", or use two switches.',
      },
      bindings: {
        invalid: 'This switch is not valid. Choose the key, mouse button or gamepad button again.',
        unknownKey: 'This key is not recognised. Press the key your switch sends.',
        gamepadButton: 'The gamepad button must be a number from {{min}} to {{max}}.',
        gamepadPad: 'The gamepad number must be between {{min}} and {{max}}.',
        duplicate: 'This key or button is already used by another switch.',
        missingPrimary: 'Choose the key or button of the main switch.',
        missingSecondary: 'Scanning with two switches needs a key or button for the second switch.',
      },
      dwell: {
        dwellMs: 'The dwell time must be between {{min}} and {{max}} ms.',
        toleranceRadius: 'The movement tolerance must be between {{min}} and {{max}} pixels.',
        lockoutMs: 'The pause after each selection must be between {{min}} and {{max}} ms.',
      },
    },
  },
);
